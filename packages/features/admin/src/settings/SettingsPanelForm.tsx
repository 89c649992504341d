import { isValidationError } from '@tonearm/client';
import type { AdminSettingsResponse, SettingsPanel } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { applyServerErrors, Button, Form, toast } from '@tonearm/ui';
import { Fragment } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PanelExtras } from './PanelExtras';
import { SettingsField } from './SettingsField';
import {
  changedSettings,
  fieldName,
  formValuesOf,
  isFieldShown,
  type SettingsFormValues,
} from './settings-form';
import { useSettingsPanelDefinitions } from './use-settings-panel-definitions';

export interface SettingsPanelFormProps {
  panel: SettingsPanel;
  settings: AdminSettingsResponse;
  save: (changes: Record<string, unknown>) => Promise<AdminSettingsResponse>;
  clearCaches: () => Promise<unknown>;
}

/** One panel's fields, saved together: only the changed keys are sent; the server's refusals show on their fields. */
export function SettingsPanelForm({ panel, settings, save, clearCaches }: SettingsPanelFormProps) {
  const { trans } = useTrans();
  const definition = useSettingsPanelDefinitions()[panel];
  const form = useForm<SettingsFormValues>({ defaultValues: formValuesOf(definition.fields, settings) });
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const { isDirty, isSubmitting } = form.formState;

  const submit = async (submitted: SettingsFormValues) => {
    try {
      const saved = await save(changedSettings(definition.fields, submitted, form.formState.dirtyFields));
      toast.positive(trans('Settings saved'));
      form.reset(formValuesOf(definition.fields, saved));
    } catch (error) {
      if (!isValidationError(error)) return showRequestError(error);
      const keyed = Object.fromEntries(
        Object.entries(error.fieldErrors()).map(([key, messages]) => [
          definition.fields.some((field) => field.key === key) ? fieldName(key as never) : key,
          messages,
        ]),
      );
      const { applied } = applyServerErrors(form, keyed);
      if (applied.length === 0) showRequestError(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-xl">{definition.title}</h1>
        <p className="text-muted-foreground text-sm">{definition.description}</p>
      </header>
      <PanelExtras panel={panel} settings={settings} clearCaches={clearCaches} />
      {definition.fields.length > 0 && (
        <>
          <div className="flex max-w-2xl flex-col gap-5">
            {definition.fields
              .filter((field) => isFieldShown(field, values))
              .map((field) => (
                <Fragment key={field.key}>
                  {field.section && (
                    <h2 className="border-border border-t pt-4 font-semibold text-lg first:border-t-0 first:pt-0">
                      {field.section}
                    </h2>
                  )}
                  <SettingsField field={field} control={form.control} settings={settings} />
                </Fragment>
              ))}
          </div>
          <div>
            <Button type="submit" isDisabled={!isDirty} isPending={isSubmitting}>
              {trans('Save changes')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
