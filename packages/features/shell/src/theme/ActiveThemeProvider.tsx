import { chooseTheme, createCookieJar } from '@tonearm/client/rules';
import { applyTheme, clearTheme, useMediaQuery } from '@tonearm/ui';
import { type ReactNode, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useBootstrapData } from '../bootstrap';
import { ThemeChoiceContext, type ThemeChoiceContextValue } from './theme-choice-context';
import { ThemeChoiceStore } from './theme-choice-store';
import { useThemeFont } from './use-theme-font';

const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ActiveThemeProviderProps {
  /**
   * Where the visitor's choice is kept.
   * @default a store over `document.cookie`
   */
  store?: ThemeChoiceStore;
  children: ReactNode;
}

/**
 * Applies the visitor's theme (doc 000 §4): the `be-active-theme` cookie, the OS preference for `system`, then
 * the site's default theme, with the theme's font when it names one. A choice made through `useThemeChoice`
 * switches it at once.
 */
export function ActiveThemeProvider({ store: givenStore, children }: ActiveThemeProviderProps) {
  const { themes, settings } = useBootstrapData();
  const [ownStore] = useState(() => givenStore ?? new ThemeChoiceStore(createCookieJar(document)));
  const store = givenStore ?? ownStore;
  const choice = useSyncExternalStore(store.subscribe, store.get, store.get);
  const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);
  const theme = useMemo(
    () =>
      chooseTheme({
        cookieValue: choice.previewThemeId ?? choice.cookieValue,
        themes,
        settings,
        prefersDark,
      }),
    [choice, themes, settings, prefersDark],
  );
  useThemeFont(theme?.values.font);
  // The kit's `applyTheme` rather than its `ThemeProvider`, whose built-in default theme would weigh on every first
  // visit; before paint, so a switch never flashes the previous colours.
  useLayoutEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    return () => clearTheme();
  }, [theme]);
  const value = useMemo<ThemeChoiceContextValue>(() => ({ store, theme }), [store, theme]);
  return <ThemeChoiceContext value={value}>{children}</ThemeChoiceContext>;
}
