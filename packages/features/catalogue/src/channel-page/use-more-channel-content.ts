import type { Channel, ChannelContentItem } from '@tonearm/client/contract';
import { useRef, useState } from 'react';
import { joinPages } from '../paged-list/paged-list';

/** One page of a channel's content, as `GET channel/{slugOrId}` answers it. */
export type ChannelContentPage = Channel['content'];

export interface MoreChannelContent {
  /** The first page's items and every page loaded after it, each item once. */
  items: ChannelContentItem[];
  /** Whether a page after the last one loaded exists. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Why the last page asked for did not come; cleared by the next attempt. */
  error: unknown;
  /** How many items the last page added, for the announcement; `null` before one was added. */
  lastAdded: number | null;
  /** Asks for the next page; does nothing while one is on its way or none is left. */
  loadMore: () => void;
}

interface LoadedPages {
  pages: ChannelContentPage[];
  isLoadingMore: boolean;
  error: unknown;
  lastAdded: number | null;
}

const itemKey = (item: ChannelContentItem) => `${item.model_type}.${item.id}`;
const joined = (pages: ChannelContentPage[]) =>
  joinPages(
    pages.map((pagination) => ({ pagination })),
    itemKey,
  );

/**
 * A channel's content grown page by page from the first page its answer carried (for the "Load more" and
 * infinite modes). Mount it afresh (a `key`) for another channel or start page.
 */
export function useMoreChannelContent(
  first: ChannelContentPage,
  load: (page: number) => Promise<ChannelContentPage>,
): MoreChannelContent {
  const [state, setState] = useState<LoadedPages>({
    pages: [],
    isLoadingMore: false,
    error: null,
    lastAdded: null,
  });
  // A ref, not state: an observer and a press in the same frame must not both ask for the same page.
  const busy = useRef(false);
  const pages = [first, ...state.pages];
  const shown = joined(pages);
  const nextPage = (pages.at(-1)?.current_page ?? first.current_page) + 1;
  const loadMore = () => {
    if (busy.current || !shown.hasMore) return;
    busy.current = true;
    setState((current) => ({ ...current, isLoadingMore: true, error: null }));
    load(nextPage).then(
      (page) => {
        busy.current = false;
        const added = joined([...pages, page]).items.length - shown.items.length;
        setState((current) => ({
          pages: [...current.pages, page],
          isLoadingMore: false,
          error: null,
          lastAdded: added,
        }));
      },
      (error: unknown) => {
        busy.current = false;
        setState((current) => ({ ...current, isLoadingMore: false, error }));
      },
    );
  };
  return {
    items: shown.items,
    hasMore: shown.hasMore,
    isLoadingMore: state.isLoadingMore,
    error: state.error,
    lastAdded: state.lastAdded,
    loadMore,
  };
}
