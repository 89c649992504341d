import { changeLocale, getValueLists } from '@tonearm/client';
import { type BootstrapData, bootstrapDataSchema, type Localization } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useState } from 'react';
import useSWR from 'swr';
import { useBootstrapData, useBootstrapStore } from '../bootstrap';
import { showRequestError } from '../request-errors';

/** The localizations the site offers, from `GET value-lists/localizations`. */
export const LOCALIZATIONS_KEY = 'value-lists/localizations';

/**
 * The footer's language choice: the current language, and the offered localizations once `load` was called (the
 * list is opened); choosing one sends
 * `POST users/me/locale` and then reloads the bootstrap data, so every line is shown in the new language.
 */
export function useLanguageSelector() {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const { i18n } = useBootstrapData();
  const [isChanging, setChanging] = useState(false);
  // Asked for once the list is opened, so no page pays for a list most visitors never open.
  const [isWanted, setWanted] = useState(false);
  const { data } = useSWR(isWanted ? LOCALIZATIONS_KEY : null, () => getValueLists(http, ['localizations']));
  const localizations: Localization[] = data?.localizations ?? [
    { language: i18n.language, name: i18n.name ?? i18n.language },
  ];

  const choose = async (language: string) => {
    if (language === store.get().i18n.language) return;
    setChanging(true);
    try {
      await changeLocale(http, { locale: language });
      const fresh: BootstrapData = await http.get('bootstrap-data', {
        schema: bootstrapDataSchema,
        callName: 'GET bootstrap-data',
      });
      store.set(fresh);
    } catch (error) {
      showRequestError(error);
    } finally {
      setChanging(false);
    }
  };

  return { language: i18n.language, localizations, load: () => setWanted(true), choose, isChanging };
}
