import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, RequestErrorDialog } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useLocation, useNavigate } from 'react-router';
import { workspaceRoutes } from '../routes';

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

export interface WorkspaceStoryFrameProps {
  data: BootstrapData;
  initialPath: string;
}

/**
 * The workspace's screens as the app shows them: their routes with their guards in a memory router, the bootstrap
 * data, a fresh query cache without retries and an HTTP client whose requests MSW answers.
 */
export function WorkspaceStoryFrame({ data, initialPath }: WorkspaceStoryFrameProps) {
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
            ...workspaceRoutes,
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
          <RouterProvider router={router} />
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
