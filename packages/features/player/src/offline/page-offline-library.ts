import { pageStorage } from '../store/page-storage';
import { OfflineLibrary } from './offline-library';

let made: OfflineLibrary | null | undefined;

/**
 * The page's one offline library, made on first use; `null` where the browser keeps no caches (an insecure
 * origin, an old browser).
 */
export function pageOfflineLibrary(): OfflineLibrary | null {
  if (made !== undefined) return made;
  const storage = globalThis.navigator?.storage;
  made =
    typeof caches === 'undefined'
      ? null
      : new OfflineLibrary({
          caches,
          fetch: (url) => fetch(url, { credentials: 'same-origin' }),
          origin: window.location.origin,
          settings: pageStorage(),
          ...(storage?.estimate ? { estimate: () => storage.estimate() } : {}),
        });
  return made;
}
