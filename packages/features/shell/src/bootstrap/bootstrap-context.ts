import { createContext } from 'react';
import type { BootstrapStore } from './bootstrap-store';

export const BootstrapStoreContext = createContext<BootstrapStore | null>(null);
