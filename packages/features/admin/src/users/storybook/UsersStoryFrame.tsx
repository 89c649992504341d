import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { adminStoryData } from '../../permission-editor/storybook/AdminStoryFrame';
import { UserPage } from '../user-page/UserPage';

/** Where the screen sent the admin, for stories that check a navigation. */
function StoryLocation() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

export interface UsersStoryFrameProps {
  /** The address the story opens. */
  initialPath: string;
  /** The list screen, which the list's stories give; other paths show where the admin was sent. */
  list?: React.ReactNode;
}

/** The users screens in a memory router, with a fresh query cache, an HTTP client that MSW answers and toasts. */
export function UsersStoryFrame({ initialPath, list }: UsersStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(adminStoryData()));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        ...(list ? [{ path: '/admin/users', element: <main className="p-4">{list}</main> }] : []),
        {
          path: '/admin/users/:userId/:tab?',
          element: (
            <main className="p-4">
              <UserPage />
            </main>
          ),
        },
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
