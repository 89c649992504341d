import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { adminStoryData } from '../../storybook/admin-story-data';

/** The upload screen at `/admin/upload` with a super admin's bootstrap data, an MSW-answered client and toasts. */
export function ImportStoryFrame({ children }: { children: ReactNode }) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(adminStoryData()));
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <main className="p-4">{children}</main> }], {
      initialEntries: ['/admin/upload'],
    }),
  );
  return (
    <HttpClientProvider client={http}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BootstrapDataProvider store={store}>
          <RouterProvider router={router} />
          <ToastRegion />
        </BootstrapDataProvider>
      </SWRConfig>
    </HttpClientProvider>
  );
}
