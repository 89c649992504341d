import type { Theme } from '@tonearm/client/contract';
import { createContext } from 'react';
import type { ThemeChoiceStore } from './theme-choice-store';

export interface ThemeChoiceContextValue {
  store: ThemeChoiceStore;
  /** The theme applied now; `null` when the site has no themes. */
  theme: Theme | null;
}

export const ThemeChoiceContext = createContext<ThemeChoiceContextValue | null>(null);
