import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { createCookieJar } from '@tonearm/client/rules';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { BootstrapDataProvider, BootstrapStore } from '../bootstrap';
import { ActiveThemeProvider, ThemeChoiceStore } from '../theme';

export interface ShellStoryFrameProps {
  data: BootstrapData;
  routes: RouteObject[];
  /** @default '/' */
  initialPath?: string;
  /** The `be-active-theme` cookie the visit starts with. */
  themeCookie?: string;
}

/** A cookie store of its own per story, so one story's theme choice never leaks into the next. */
function storyCookies(initial?: string) {
  let cookies = initial ? `be-active-theme=${initial}` : '';
  return createCookieJar({
    get cookie() {
      return cookies;
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      const name = pair.split('=')[0];
      cookies = [...cookies.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
    },
  });
}

/**
 * Renders shell routes in a memory router with the given bootstrap data, the visitor's theme, a fresh query cache
 * and an HTTP client whose requests MSW answers, as the app would.
 */
export function ShellStoryFrame({ data, routes, initialPath = '/', themeCookie }: ShellStoryFrameProps) {
  const [store] = useState(() => new BootstrapStore(data));
  const [themeChoice] = useState(() => new ThemeChoiceStore(storyCookies(themeCookie)));
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [initialPath] }));
  return (
    <HttpClientProvider client={http}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <BootstrapDataProvider store={store}>
          <ActiveThemeProvider store={themeChoice}>
            <RouterProvider router={router} />
          </ActiveThemeProvider>
        </BootstrapDataProvider>
      </SWRConfig>
    </HttpClientProvider>
  );
}
