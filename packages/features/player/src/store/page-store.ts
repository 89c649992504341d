import { readPlayerSettings } from '@tonearm/client/contract';
import { pageStorage } from './page-storage';
import { keepPageStore, madePageStore } from './page-store-slot';
import { PlayerStore } from './player-store';

/**
 * The page's one player store, made on first use. Pages call the player's actions before its bar has loaded
 * (it is lazy), so the store lives apart from the bar and the bar picks up whatever was started. With the
 * site's settings, a listener who never chose a volume hears the first play at the site's default volume.
 */
export function pagePlayerStore(siteSettings?: Parameters<typeof readPlayerSettings>[0]): PlayerStore {
  const made = madePageStore();
  if (made) return made;
  const store = new PlayerStore({
    storage: pageStorage(),
    ...(siteSettings ? { defaultVolume: readPlayerSettings(siteSettings).default_volume / 100 } : {}),
  });
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
