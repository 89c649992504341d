import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, RequestErrorDialog } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { UploadsProvider } from '@tonearm/uploads';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useLocation, useNavigate } from 'react-router';
import { requestRoutes } from '../routes';

/** The frame's layout: the current location, the routed page, toasts and the error dialog, as the app has them. */
function StoryLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <header className="border-border border-b px-4 py-2">
        <p className="text-muted-foreground text-sm" data-testid="location">
          {location.pathname}
        </p>
      </header>
      <main>
        <Outlet />
      </main>
      <ToastRegion />
      <RequestErrorDialog />
    </AriaRouterProvider>
  );
}

export interface RequestsStoryFrameProps {
  data: BootstrapData;
  initialPath: string;
}

/**
 * Renders the request screens as the app does: their routes (guard included) in a memory router, the bootstrap data,
 * the upload engine, a fresh query cache without retries and an HTTP client whose requests MSW answers.
 */
export function RequestsStoryFrame({ data, initialPath }: RequestsStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryLayout />,
          children: [
            { path: 'login', element: <h1 className="p-4 font-semibold text-xl">Sign in</h1> },
            ...requestRoutes,
            { path: '*', element: <h1 className="p-4 font-semibold text-xl">Somewhere else in the app</h1> },
          ],
        },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return (
    <HttpClientProvider client={http}>
      <QueryPolicyProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <BootstrapDataProvider store={store}>
          <UploadsProvider>
            <RouterProvider router={router} />
          </UploadsProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
