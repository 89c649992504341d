import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { BootstrapDataProvider, BootstrapStore } from '../bootstrap';

export interface ShellStoryFrameProps {
  data: BootstrapData;
  routes: RouteObject[];
  /** @default '/' */
  initialPath?: string;
}

/** Renders shell routes in a memory router with the given bootstrap data and an HTTP client, as the app would. */
export function ShellStoryFrame({ data, routes, initialPath = '/' }: ShellStoryFrameProps) {
  const [store] = useState(() => new BootstrapStore(data));
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [initialPath] }));
  return (
    <HttpClientProvider client={http}>
      <BootstrapDataProvider store={store}>
        <RouterProvider router={router} />
      </BootstrapDataProvider>
    </HttpClientProvider>
  );
}
