import type { BootstrapData } from '@tonearm/client/contract';
import { useContext, useSyncExternalStore } from 'react';
import { BootstrapStoreContext } from './bootstrap-context';
import type { BootstrapStore } from './bootstrap-store';

/** The store itself, for screens that replace the bootstrap data (login, logout). */
export function useBootstrapStore(): BootstrapStore {
  const store = useContext(BootstrapStoreContext);
  if (!store) throw new Error('useBootstrapStore must be used inside a BootstrapDataProvider.');
  return store;
}

/** The current bootstrap data; re-renders when it is replaced. */
export function useBootstrapData(): BootstrapData {
  const store = useBootstrapStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The signed-in user, or `null` for a guest. */
export function useCurrentUser(): BootstrapData['user'] {
  return useBootstrapData().user;
}

/** The site settings. */
export function useSettings(): BootstrapData['settings'] {
  return useBootstrapData().settings;
}
