import { useMemo, useSyncExternalStore } from 'react';

/** The mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;
/** On screens 768 px wide or less, popovers become modals and select lists a bottom tray. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

export interface MediaQueryStore {
  /** Calls `listener` whenever the query starts or stops matching; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Whether the query matches now; false where media queries cannot be evaluated. */
  getSnapshot(): boolean;
}

/** A subscribable view of one media query, usable outside React; `matchMedia` null means none is available. */
export function createMediaQueryStore(
  query: string,
  matchMedia: MatchMedia | null = typeof window === 'undefined' ? null : window.matchMedia.bind(window),
): MediaQueryStore {
  const list = matchMedia?.(query);
  return {
    subscribe(listener) {
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    getSnapshot: () => list?.matches ?? false,
  };
}

/** Whether `query` matches, re-rendering when that changes. Server rendering assumes it does not. */
export function useMediaQuery(query: string): boolean {
  const store = useMemo(() => createMediaQueryStore(query), [query]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
}

/** Whether the screen is at most 768 px wide, where overlays switch to their modal forms. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
