import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { PlayerState } from './player-store';
import { PlayerStore } from './player-store';

let pageStore: PlayerStore | null = null;

/**
 * The page's one player store, made on first use. Pages call the player's actions before its bar has loaded
 * (it is lazy), so the store lives apart from the bar and the bar picks up whatever was started.
 */
export function pagePlayerStore(): PlayerStore {
  if (!pageStore) {
    pageStore = new PlayerStore({ storage: typeof localStorage === 'undefined' ? null : localStorage });
  }
  return pageStore;
}

const PlayerStoreContext = createContext<PlayerStore | null>(null);

export interface PlayerStoreProviderProps {
  /** The store the player below reads; stories and tests pass their own. */
  store: PlayerStore;
  children: ReactNode;
}

/** Gives a part of the tree its own player store instead of the page's. */
export function PlayerStoreProvider({ store, children }: PlayerStoreProviderProps) {
  return <PlayerStoreContext.Provider value={store}>{children}</PlayerStoreContext.Provider>;
}

/** The player store in reach: a provided one, else the page's. */
export function usePlayerStore(): PlayerStore {
  return useContext(PlayerStoreContext) ?? pagePlayerStore();
}

/** A part of the player's state; the component renders again only when that part changes. */
export function usePlayerSelector<T>(select: (state: PlayerState) => T): T {
  const store = usePlayerStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
