import { useEffect, useSyncExternalStore } from 'react';
import type { OfflineLibrary, OfflineSnapshot } from './offline-library';

const NO_LIBRARY = () => () => undefined;
const NO_SNAPSHOT = () => null;

/** An offline library's state, read once it is loaded; `null` without a library (the browser keeps no caches). */
export function useOfflineSnapshot(library: OfflineLibrary | null): OfflineSnapshot | null {
  const snapshot = useSyncExternalStore(
    library?.subscribe ?? NO_LIBRARY,
    library?.getSnapshot ?? NO_SNAPSHOT,
    library?.getSnapshot ?? NO_SNAPSHOT,
  );
  useEffect(() => {
    void library?.load();
  }, [library]);
  return snapshot;
}
