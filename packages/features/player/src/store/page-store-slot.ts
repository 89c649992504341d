import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { PlayerState, PlayerStore } from './player-store';

// What the first page needs to know of the player without loading its store: the store given to a part of the
// tree, and the page's store once something made it. Only types come from the store's module.

/** A store given to a part of the tree (stories, embeds) instead of the page's. */
export const PlayerStoreContext = createContext<PlayerStore | null>(null);

let pageStore: PlayerStore | null = null;
const listeners = new Set<() => void>();

/** The page's player store if it was made already, else null. */
export function madePageStore(): PlayerStore | null {
  return pageStore;
}

/** Records the page's store once made, and tells whoever waits for it. */
export function keepPageStore(store: PlayerStore): void {
  pageStore = store;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the page's store is made; returns the unsubscribe. */
export function watchPageStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store in reach without making one: the provided one, else the page's once made, else null. */
export function usePlayerStoreIfMade(): PlayerStore | null {
  const provided = useContext(PlayerStoreContext);
  const made = useSyncExternalStore(watchPageStore, madePageStore, madePageStore);
  return provided ?? made;
}

/**
 * A part of the state of the store in reach, or `none` while there is none: nothing can be cued or playing before a
 * store is made. The component renders again when that part changes, or when the page's store is made.
 */
export function useSelectIfMade<T>(select: (state: PlayerState) => T, none: T): T {
  const store = usePlayerStoreIfMade();
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(listener) : () => undefined),
    [store],
  );
  const selected = () => (store ? select(store.getState()) : none);
  return useSyncExternalStore(subscribe, selected, selected);
}
