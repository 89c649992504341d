import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, RequestErrorDialog } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
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
import { type PlayerBinding, PlayerBindingProvider } from '../player-binding/player-binding';

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
  player: PlayerBinding;
  /** The routes to render (the feature's `routes` for page stories). @default a route showing `children` */
  routes?: RouteObject[];
  /** What a component story shows, at every path. @default undefined */
  children?: ReactNode;
  /** @default '/' */
  initialPath?: string;
}

/**
 * Renders catalogue screens as the app does: bootstrap data, a memory router with React Aria's router, a fresh
 * query cache without retries, an HTTP client whose requests MSW answers and the story player.
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
          <PlayerBindingProvider binding={player}>
            <RouterProvider router={router} />
          </PlayerBindingProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
