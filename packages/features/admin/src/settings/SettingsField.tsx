import type { AdminSettingsResponse } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Badge, FormSwitch, FormTextField, Select, SelectItem, TextArea } from '@tonearm/ui';
import { type Control, useController } from 'react-hook-form';
import { ArtistTabsField } from './artist-tabs-field';
import type { SettingField } from './settings-fields';
import { fieldName, type SettingsFormValues } from './settings-form';

export interface SettingsFieldProps {
  field: SettingField;
  control: Control<SettingsFormValues>;
  settings: AdminSettingsResponse;
}

const NONE = '__none__';

/** A select bound to the form; `null` choices are the `NONE` item. */
function SettingsSelect({
  field,
  control,
  options,
  description,
  isDisabled,
}: {
  field: SettingField;
  control: Control<SettingsFormValues>;
  options: { value: string; label: string }[];
  description: string | undefined;
  isDisabled: boolean;
}) {
  const { field: bound, fieldState } = useController({ control, name: fieldName(field.key) });
  const value = typeof bound.value === 'string' && bound.value !== '' ? bound.value : NONE;
  return (
    <Select
      label={field.label}
      description={description}
      value={value}
      onChange={(key) => bound.onChange(key === NONE ? '' : String(key))}
      isDisabled={isDisabled}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    >
      {options.map((option) => (
        <SelectItem key={option.value || NONE} id={option.value || NONE}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** One setting: the kit field for its kind, locked when the environment sets it, a secret shown as set or not. */
export function SettingsField({ field, control, settings }: SettingsFieldProps) {
  const { trans } = useTrans();
  const name = fieldName(field.key);
  const variable = settings.locked[field.key];
  const locked = variable !== undefined;
  const description = locked
    ? trans('Set by :variable in the server’s environment.', { variable })
    : field.description;

  if (field.kind === 'switch') {
    return (
      <FormSwitch<SettingsFormValues>
        control={control}
        name={name}
        description={description}
        isDisabled={locked}
      >
        {field.label}
      </FormSwitch>
    );
  }
  if (field.kind === 'select' || field.kind === 'channel' || field.kind === 'theme') {
    const options =
      field.kind === 'channel'
        ? settings.channels.map((channel) => ({ value: channel.slug, label: channel.name }))
        : field.kind === 'theme'
          ? [
              { value: '', label: trans('None') },
              ...settings.themes.map((theme) => ({ value: String(theme.id), label: theme.name })),
            ]
          : [...(field.options ?? [])];
    return (
      <SettingsSelect
        field={field}
        control={control}
        options={options}
        description={description}
        isDisabled={locked}
      />
    );
  }
  if (field.kind === 'artist-tabs') {
    return (
      <ArtistTabsField
        control={control}
        name={name}
        label={field.label}
        description={description}
        isDisabled={locked}
      />
    );
  }
  if (field.kind === 'policies') {
    return <FormTextArea control={control} name={name} label={field.label} description={description} />;
  }
  if (field.kind === 'secret') {
    const isSet = settings.secrets[field.key] === true;
    return (
      <FormTextField<SettingsFormValues>
        control={control}
        name={name}
        type="password"
        autoComplete="new-password"
        label={field.label}
        labelAction={
          <Badge tone={isSet ? 'positive' : 'outline'}>{isSet ? trans('Set') : trans('Not set')}</Badge>
        }
        description={
          locked ? description : isSet ? trans('Leave empty to keep the stored value.') : description
        }
        isDisabled={locked}
      />
    );
  }
  return (
    <FormTextField<SettingsFormValues>
      control={control}
      name={name}
      label={field.label}
      description={description}
      inputMode={field.kind === 'number' || field.kind === 'megabytes' ? 'decimal' : undefined}
      isDisabled={locked}
    />
  );
}

/** A multi-line text area bound to the form. */
function FormTextArea({
  control,
  name,
  label,
  description,
}: {
  control: Control<SettingsFormValues>;
  name: string;
  label: string;
  description: string | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextArea
      label={label}
      description={description}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
