import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { UploadsProvider } from '@tonearm/uploads';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { adminStoryData } from './admin-story-data';

/** Where the screen sent the admin, for stories that check a navigation. */
function StoryLocation() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

export interface ScreenStoryFrameProps {
  /** The screens by the route pattern each is mounted at, e.g. `{'/admin/plans/:planId/edit': <PlanEditorPage />}`. */
  screens: Record<string, ReactNode>;
  /** The address the story opens. */
  initialPath: string;
  /**
   * The signed-in operator's bootstrap data.
   * @default a super admin's
   */
  data?: BootstrapData;
}

/**
 * Admin screens as the app shows them, without the area's frame: a memory router (any other path shows where the
 * admin was sent), a fresh query cache, an HTTP client that MSW answers, the bootstrap data, the upload queue and
 * toasts.
 */
export function ScreenStoryFrame({ screens, initialPath, data }: ScreenStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data ?? adminStoryData()));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        ...Object.entries(screens).map(([path, screen]) => ({
          path,
          element: <main className="p-4">{screen}</main>,
        })),
        { path: '*', element: <StoryLocation /> },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return (
    <HttpClientProvider client={http}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BootstrapDataProvider store={store}>
          <UploadsProvider>
            <RouterProvider router={router} />
          </UploadsProvider>
          <ToastRegion />
        </BootstrapDataProvider>
      </SWRConfig>
    </HttpClientProvider>
  );
}
