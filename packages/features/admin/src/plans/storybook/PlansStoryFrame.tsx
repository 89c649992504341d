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

export interface PlansStoryFrameProps {
  /** The screen, rendered at `path`. */
  children: ReactNode;
  /** The route pattern the screen is mounted at, e.g. `/admin/plans/:planId/edit`. */
  path: string;
  /** The address the story opens. */
  initialPath: string;
}

/** A plans or subscriptions screen in a memory router, with a fresh query cache, an MSW-answered client and toasts. */
export function PlansStoryFrame({ children, path, initialPath }: PlansStoryFrameProps) {
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
