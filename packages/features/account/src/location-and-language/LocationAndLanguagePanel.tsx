import type { ValueLists } from '@tonearm/client/contract';
import { GENERIC_ERROR_MESSAGE, useTrans } from '@tonearm/shell';
import { Button, Form, Skeleton } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { LocationAndLanguageFields } from './LocationAndLanguageFields';
import { useLocationAndLanguageForm } from './use-location-and-language-form';
import { useValueLists } from './use-value-lists';

function LocationAndLanguageForm({ lists }: { lists: ValueLists }) {
  const { trans } = useTrans();
  const { form, submit } = useLocationAndLanguageForm();
  return (
    <Form form={form} onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <LocationAndLanguageFields control={form.control} lists={lists} />
      <div>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {trans('Save')}
        </Button>
      </div>
    </Form>
  );
}

/** 'Location and language': the interface language, the country and the timezone. */
export function LocationAndLanguagePanel() {
  const { trans } = useTrans();
  const lists = useValueLists();
  return (
    <SettingsPanel
      section={accountSection('location-and-language')}
      description={trans(
        'Choose the language of the interface, your country and the timezone dates are shown in.',
      )}
    >
      {lists.data ? (
        <LocationAndLanguageForm lists={lists.data} />
      ) : lists.error ? (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p>{trans(GENERIC_ERROR_MESSAGE)}</p>
          <Button variant="outline" size="sm" onPress={() => void lists.mutate()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : (
        <div
          role="status"
          aria-busy="true"
          aria-label={trans('Loading')}
          className="flex max-w-md flex-col gap-4"
        >
          <Skeleton shape="rect" className="h-16 w-full" />
          <Skeleton shape="rect" className="h-16 w-full" />
          <Skeleton shape="rect" className="h-16 w-full" />
        </div>
      )}
    </SettingsPanel>
  );
}
