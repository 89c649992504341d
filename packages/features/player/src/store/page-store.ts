import { pageStorage } from './page-storage';
import { keepPageStore, madePageStore } from './page-store-slot';
import { PlayerStore } from './player-store';

/**
 * The page's one player store, made on first use. Pages call the player's actions before its bar has loaded
 * (it is lazy), so the store lives apart from the bar and the bar picks up whatever was started.
 */
export function pagePlayerStore(): PlayerStore {
  const made = madePageStore();
  if (made) return made;
  const store = new PlayerStore({ storage: pageStorage() });
  keepPageStore(store);
  return store;
}

/**
 * Starts the engine for the page's store at once, so a play sounds without waiting for the player's bar to
 * render; the player root then takes the same engine.
 */
export function startPageEngine(store: PlayerStore): void {
  void import('../engine/engine-slot').then(({ engineFor }) => engineFor(store));
}
