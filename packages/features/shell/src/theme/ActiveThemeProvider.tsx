import { ACTIVE_THEME_COOKIE, chooseTheme, createCookieJar } from '@tonearm/client/rules';
import { ThemeProvider, useMediaQuery } from '@tonearm/ui';
import { type ReactNode, useMemo } from 'react';
import { useBootstrapData } from '../bootstrap';

const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Applies the visitor's theme (doc 000 §4): the `be-active-theme` cookie, the OS preference for `system`, then
 * the site's default theme.
 */
export function ActiveThemeProvider({ children }: { children: ReactNode }) {
  const { themes, settings } = useBootstrapData();
  const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);
  const theme = useMemo(
    () =>
      chooseTheme({
        cookieValue: createCookieJar(document).get(ACTIVE_THEME_COOKIE),
        themes,
        settings,
        prefersDark,
      }),
    [themes, settings, prefersDark],
  );
  if (!theme) return children;
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
