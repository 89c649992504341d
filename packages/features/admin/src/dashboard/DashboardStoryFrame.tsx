import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { dashboardStoryData } from './dashboard-story-data';

/**
 * The providers the dashboard has in the app: an HTTP client MSW answers, a fresh query cache, an admin's
 * bootstrap data, and a router at `initialPath` so the range lives in the address.
 */
export function DashboardStoryFrame({
  children,
  initialPath = '/admin',
}: {
  children: ReactNode;
  initialPath?: string;
}) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(dashboardStoryData()));
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <main>{children}</main> }], { initialEntries: [initialPath] }),
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
