import { changeLocale, updateAccountDetails } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { trans as translateLine, useBootstrapStore, useSettings } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../account/submit-form';
import { useAccount } from '../account/use-account';
import { initialTimezone } from './timezone-sections';

export interface LocationAndLanguageValues {
  language: string;
  country: string | null;
  timezone: string;
}

/**
 * Language, country and timezone, saved with `PUT users/{id}` ('Updated account details'). A new language also
 * goes through `POST users/me/locale`, whose translated lines replace the interface's.
 */
export function useLocationAndLanguageForm() {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const settings = useSettings();
  const { user, replaceUser } = useAccount();
  const form = useForm<LocationAndLanguageValues>({
    defaultValues: {
      language: user.language ?? store.get().i18n.language,
      country: user.country?.toUpperCase() ?? null,
      timezone: initialTimezone(user.timezone, settings.dates?.default_timezone),
    },
  });
  const submit = async (values: LocationAndLanguageValues) => {
    try {
      const previousLanguage = store.get().i18n.language;
      const answer = await updateAccountDetails(http, user.id, values);
      replaceUser(answer.user);
      if (values.language !== previousLanguage) {
        const { locale } = await changeLocale(http, { locale: values.language });
        const current = store.get();
        store.set({
          ...current,
          i18n: { language: locale.language, name: locale.name, lines: locale.lines ?? current.i18n.lines },
        });
      }
      form.reset(values);
      // Read from the store, not from this render: a new language's lines arrived just above.
      toast.positive(translateLine(store.get().i18n.lines, 'Updated account details'));
    } catch (error) {
      reportFormError(form, error);
    }
  };
  return { form, submit };
}
