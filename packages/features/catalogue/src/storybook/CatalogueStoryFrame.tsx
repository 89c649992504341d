import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { type PlayerStore, PlayerStoreProvider } from '@tonearm/player';
import { BootstrapDataProvider, BootstrapStore, RequestErrorDialog } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { UploadsProvider } from '@tonearm/uploads';
import { type ReactNode, useState } from 'react';
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

function StoryLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <p className="sr-only" data-testid="location">
        {location.pathname}
        {location.search}
      </p>
      <main className="min-w-0">
        <Outlet />
      </main>
      <ToastRegion />
      <RequestErrorDialog />
    </AriaRouterProvider>
  );
}

export interface CatalogueStoryFrameProps {
  data: BootstrapData;
  /** The player store the screens play into. */
  player: PlayerStore;
  /** The routes to render (the feature's `routes` for page stories). @default a route showing `children` */
  routes?: RouteObject[];
  /** What a component story shows, at every path. @default undefined */
  children?: ReactNode;
  /** @default '/' */
  initialPath?: string;
}

/**
 * Renders catalogue screens as the app does: bootstrap data, the app's upload queue, a memory router with React
 * Aria's router, a fresh query cache without retries, an HTTP client whose requests MSW answers and a player store
 * of its own.
 */
export function CatalogueStoryFrame({
  data,
  player,
  routes,
  children,
  initialPath = '/',
}: CatalogueStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryLayout />,
          children: routes ?? [{ path: '*', element: children }],
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
            <PlayerStoreProvider store={player}>
              <RouterProvider router={router} />
            </PlayerStoreProvider>
          </UploadsProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
