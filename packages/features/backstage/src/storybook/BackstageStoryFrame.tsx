import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, RequestErrorDialog } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { UploadsProvider } from '@tonearm/uploads';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router';

/** The frame's layout: where the visitor is, the routed page, toasts and the error dialog, as the app has them. */
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

const stand = (title: string) => <h1 className="p-4 font-semibold text-xl">{title}</h1>;

export interface BackstageStoryFrameProps {
  data: BootstrapData;
  initialPath: string;
  /** The backstage area's routes, guards included. */
  routes: RouteObject[];
}

/**
 * Backstage screens as the app shows them: their routes with their guards in a memory router beside stand-ins for
 * the pages the guards send visitors to, the bootstrap data, the upload engine, a fresh query cache without retries
 * and an HTTP client whose requests MSW answers.
 */
export function BackstageStoryFrame({ data, initialPath, routes }: BackstageStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryLayout />,
          children: [
            { path: 'login', element: stand('Sign in') },
            { path: 'pricing', element: stand('Plans') },
            { path: '404', element: stand('Not found') },
            ...routes,
            { path: '*', element: stand('Somewhere else in the app') },
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
