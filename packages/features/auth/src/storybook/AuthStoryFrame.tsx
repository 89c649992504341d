import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, shellRoutes } from '@tonearm/shell';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { routes as authRoutes } from '../routes';
import { storyHomeRoute } from './story-home-route';

export interface AuthStoryFrameProps {
  data: BootstrapData;
  /** @default '/login' */
  initialPath?: string;
  /**
   * The feature routes rendered inside the shell's layout.
   * @default authRoutes
   */
  routes?: RouteObject[];
}

/**
 * Renders the sign-in routes as the app does: inside the shell's layout (toasts, error dialog), with the bootstrap
 * data, a memory router, a fresh query cache and an HTTP client whose requests MSW answers.
 */
export function AuthStoryFrame({ data, initialPath = '/login', routes = authRoutes }: AuthStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  const [router] = useState(() =>
    createMemoryRouter(shellRoutes([storyHomeRoute, ...routes]), { initialEntries: [initialPath] }),
  );
  return (
    <HttpClientProvider client={http}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <BootstrapDataProvider store={store}>
          <RouterProvider router={router} />
        </BootstrapDataProvider>
      </SWRConfig>
    </HttpClientProvider>
  );
}
