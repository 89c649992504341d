import type { ReactNode } from 'react';
import { KitLanguageProvider } from '../kit-language/KitLanguageProvider';
import { BootstrapStoreContext } from './bootstrap-context';
import type { BootstrapStore } from './bootstrap-store';

export interface BootstrapDataProviderProps {
  /** The store holding the visitor's bootstrap data. */
  store: BootstrapStore;
  children: ReactNode;
}

/**
 * Makes the bootstrap data (user, settings, themes, translations) available to every screen, and speaks its
 * language to the kit and React Aria below it.
 */
export function BootstrapDataProvider({ store, children }: BootstrapDataProviderProps) {
  return (
    <BootstrapStoreContext value={store}>
      <KitLanguageProvider>{children}</KitLanguageProvider>
    </BootstrapStoreContext>
  );
}
