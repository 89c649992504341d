import type { HttpClient } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export interface CatalogueQuery<Data> {
  data: Data | undefined;
  error: unknown;
  retry: () => void;
}

/**
 * One catalogue answer, cached under `key` by the app's query policy (fresh for 30 s, doc 001 §9); `null` asks
 * for nothing. Pages keep showing the last answer while the next one loads, so moving between tabs never blanks.
 */
export function useCatalogueQuery<Data>(
  key: readonly unknown[] | null,
  load: (http: HttpClient) => Promise<Data>,
): CatalogueQuery<Data> {
  const http = useHttpClient();
  const query = useSWR(key, () => load(http));
  return { data: query.data, error: query.error as unknown, retry: () => void query.mutate() };
}
