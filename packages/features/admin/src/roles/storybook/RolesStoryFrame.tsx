import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { adminStoryData } from '../../permission-editor/storybook/AdminStoryFrame';

/** Where the screen sent the admin, for stories that check a navigation. */
function StoryLocation() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

export interface RolesStoryFrameProps {
  /** The screen, rendered at `path`. */
  children: ReactNode;
  /** The route pattern the screen is mounted at, e.g. `/admin/roles/:roleId/edit`. */
  path: string;
  /** The address the story opens. */
  initialPath: string;
}

/** A roles screen in a memory router, with a fresh query cache, an HTTP client that MSW answers and toasts. */
export function RolesStoryFrame({ children, path, initialPath }: RolesStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(adminStoryData()));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: <main className="p-4">{children}</main> },
        { path: '*', element: <StoryLocation /> },
      ],
      { initialEntries: [initialPath] },
    ),
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
