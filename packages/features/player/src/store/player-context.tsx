import { type ReactNode, useContext, useSyncExternalStore } from 'react';
import { pagePlayerStore } from './page-store';
import { PlayerStoreContext } from './page-store-slot';
import type { PlayerState, PlayerStore } from './player-store';

export { pagePlayerStore } from './page-store';

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
