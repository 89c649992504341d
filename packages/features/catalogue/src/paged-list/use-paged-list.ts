import type { HttpClient } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import { joinPages, type ListPage, type PagedItems } from './paged-list';

export interface PagedListOptions<Item> {
  /** An item's identity, so an item shifted between pages shows once. */
  keyOf: (item: Item) => string | number;
  /**
   * Loads page after page until the end, for lists that play as a whole (liked songs: "Play all" and shuffle
   * need every track), instead of waiting for `loadMore`.
   * @default false
   */
  loadAll?: boolean;
}

export interface PagedList<Item> extends PagedItems<Item> {
  /** Whether the first page is still on its way. */
  isLoading: boolean;
  /** Whether a next page is on its way. */
  isLoadingMore: boolean;
  error: unknown;
  /** Asks for the next page. */
  loadMore: () => void;
  /** Loads the pages again, e.g. after an error. */
  retry: () => void;
}

/**
 * A paginated list call (`{pagination}` answers), cached under `key` plus the page number; `null` asks for
 * nothing. The first page is asked again when the list shows again, so a like made elsewhere is there.
 */
export function usePagedList<Item>(
  key: readonly unknown[] | null,
  load: (http: HttpClient, page: number) => Promise<ListPage<Item>>,
  { keyOf, loadAll = false }: PagedListOptions<Item>,
): PagedList<Item> {
  const http = useHttpClient();
  const query = useSWRInfinite(
    (index: number, previous: ListPage<Item> | null) => {
      if (!key) return null;
      if (previous && previous.pagination.current_page >= previous.pagination.last_page) return null;
      return [...key, 'page', index + 1] as const;
    },
    (pageKey: readonly unknown[]) => load(http, Number(pageKey.at(-1))),
  );
  const joined = joinPages(query.data, keyOf);
  const pagesLoaded = query.data?.length ?? 0;
  const isLoadingMore = !query.error && query.size > pagesLoaded;
  const { setSize } = query;
  const wantsNext = loadAll && joined.hasMore && !isLoadingMore && !query.error;
  useEffect(() => {
    if (wantsNext) void setSize(pagesLoaded + 1);
  }, [wantsNext, pagesLoaded, setSize]);
  return {
    ...joined,
    isLoading: query.data === undefined && !query.error,
    isLoadingMore: isLoadingMore && pagesLoaded > 0,
    error: query.error as unknown,
    loadMore: () => {
      if (joined.hasMore && !isLoadingMore) void setSize(pagesLoaded + 1);
    },
    retry: () => void query.mutate(),
  };
}
