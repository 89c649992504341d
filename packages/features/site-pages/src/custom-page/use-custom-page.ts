import { getCustomPage } from '@tonearm/client';
import type { CustomPage } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export const CUSTOM_PAGE_QUERY_KEY = 'custom-pages';

export interface CustomPageQuery {
  page: CustomPage | undefined;
  /** Why the page could not be loaded; a 404 means there is no such page. */
  error: unknown;
  retry(): void;
}

/** A custom page by id or slug (`GET custom-pages/{idOrSlug}`, doc 001 §7). */
export function useCustomPage(idOrSlug: string): CustomPageQuery {
  const http = useHttpClient();
  const query = useSWR([CUSTOM_PAGE_QUERY_KEY, idOrSlug], ([, key]) => getCustomPage(http, key));
  return { page: query.data?.page, error: query.error as unknown, retry: () => void query.mutate() };
}
