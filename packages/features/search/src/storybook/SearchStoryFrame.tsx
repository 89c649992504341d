import { createHttpClient } from '@tonearm/client';
import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { type PlayerStore, PlayerStoreProvider } from '@tonearm/player';
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

/** Bootstrap data of a visitor allowed to view and play music, parsed through the contract. */
export function searchStoryData(): BootstrapData {
  const permissions = [
    { name: 'music.view', restrictions: [] },
    { name: 'music.play', restrictions: [] },
  ];
  return bootstrapDataSchema.parse({
    user: null,
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm', site_description: 'Music for everyone' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions },
    show_cookie_notice: false,
  });
}

function StoryLayout({ header }: { header: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <p className="sr-only" data-testid="location">
        {decodeURIComponent(location.pathname)}
      </p>
      {header && <header className="flex items-center gap-4 border-border border-b p-3">{header}</header>}
      <main className="min-w-0">
        <Outlet />
      </main>
      <ToastRegion />
      <RequestErrorDialog />
    </AriaRouterProvider>
  );
}

export interface SearchStoryFrameProps {
  player: PlayerStore;
  /** The routes to render, e.g. the feature's `routes`. @default a route showing nothing */
  routes?: RouteObject[];
  /** What the header shows on every page, e.g. the navbar's search. @default undefined */
  header?: ReactNode;
  /** @default '/' */
  initialPath?: string;
}

/**
 * Renders search screens as the app does: bootstrap data, a memory router with React Aria's router, a fresh query
 * cache without retries, an HTTP client whose requests MSW answers and a player store of its own. Every page
 * says its path in `data-testid="location"`.
 */
export function SearchStoryFrame({ player, routes, header, initialPath = '/' }: SearchStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(searchStoryData()));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryLayout header={header} />,
          children: [...(routes ?? []), { path: '*', element: null }],
        },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return (
    <HttpClientProvider client={http}>
      <QueryPolicyProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <BootstrapDataProvider store={store}>
          <PlayerStoreProvider store={player}>
            <RouterProvider router={router} />
          </PlayerStoreProvider>
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
}
