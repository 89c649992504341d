import { getValueLists } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

const LISTS = ['timezones', 'countries', 'localizations'] as const;

/** The timezones, countries and languages the account can choose from (`GET value-lists/{names}`). */
export function useValueLists() {
  const http = useHttpClient();
  return useSWR(`value-lists/${LISTS.join(',')}`, () => getValueLists(http, LISTS));
}
