import type { Theme } from '@tonearm/client/contract';
import { createCookieJar } from '@tonearm/client/rules';
import { useContext } from 'react';
import { useSettings } from '../bootstrap';
import { ThemeChoiceContext, type ThemeChoiceContextValue } from './theme-choice-context';
import { ThemeChoiceStore } from './theme-choice-store';

let detachedChoice: ThemeChoiceContextValue | undefined;

// Screens rendered without an ActiveThemeProvider (a feature's own stories) still keep the choice in the cookie;
// there is just no theme to switch.
function detachedThemeChoice(): ThemeChoiceContextValue {
  detachedChoice ??= { store: new ThemeChoiceStore(createCookieJar(document)), theme: null };
  return detachedChoice;
}

export interface ThemeChoice {
  /** The theme applied now; `null` when the site has no themes. */
  theme: Theme | null;
  /** Whether the applied theme is dark. */
  isDark: boolean;
  /** Whether users may switch between light and dark (`settings.themes.user_change`). */
  canChange: boolean;
  /** Switches to the default light or dark theme and keeps the choice in the `be-active-theme` cookie. */
  chooseScheme: (scheme: 'light' | 'dark') => void;
  /** Shows a theme for the live appearance preview without keeping it. */
  previewTheme: (themeId: string | number) => void;
}

/** The visitor's light or dark choice, as applied by the nearest `ActiveThemeProvider`. */
export function useThemeChoice(): ThemeChoice {
  const settings = useSettings();
  const { store, theme } = useContext(ThemeChoiceContext) ?? detachedThemeChoice();
  return {
    theme,
    isDark: theme?.is_dark ?? false,
    canChange: settings.themes.user_change,
    chooseScheme: store.choose,
    previewTheme: store.preview,
  };
}
