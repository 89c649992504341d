import { changeLocale, getValueLists } from '@tonearm/client';
import {
  type BootstrapData,
  bootstrapDataSchema,
  LOCALE_COOKIE,
  type Localization,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { createCookieJar } from '@tonearm/client/rules';
import { useState } from 'react';
import useSWR from 'swr';
import { useBootstrapData, useBootstrapStore } from '../bootstrap';
import { showRequestError } from '../request-errors';

/** The localizations the site offers, from `GET value-lists/localizations`. */
export const LOCALIZATIONS_KEY = 'value-lists/localizations';

/**
 * The footer's language choice: the current language, and the offered localizations once `load` was called (the
 * list is opened, or at once with `loadAtOnce`). Choosing one keeps it in the locale cookie, which the server reads for a guest, and on a
 * signed-in user's account (`POST users/me/locale`); the bootstrap data is then read again, so every line is shown
 * in the new language.
 */
export function useLanguageSelector(loadAtOnce = false) {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const { i18n, user } = useBootstrapData();
  const [isChanging, setChanging] = useState(false);
  // Asked for once the list is opened, so no page pays for a list most visitors never open.
  const [isWanted, setWanted] = useState(loadAtOnce);
  const { data } = useSWR(isWanted ? LOCALIZATIONS_KEY : null, () => getValueLists(http, ['localizations']));
  const localizations: Localization[] = data?.localizations ?? [
    { language: i18n.language, name: i18n.name ?? i18n.language },
  ];
  const isSignedIn = user !== null;

  const choose = async (language: string) => {
    if (language === store.get().i18n.language) return;
    setChanging(true);
    try {
      if (isSignedIn) await changeLocale(http, { locale: language });
      // Kept for guests, and for a user once signed out, so the language does not change under them.
      createCookieJar(document).set(LOCALE_COOKIE, language);
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
