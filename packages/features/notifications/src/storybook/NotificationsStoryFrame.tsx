import { createHttpClient } from '@tonearm/client';
import type { BootstrapData } from '@tonearm/client/contract';
import { HttpClientProvider, QueryPolicyProvider } from '@tonearm/client/react';
import { BootstrapDataProvider, BootstrapStore, RequestErrorDialog } from '@tonearm/shell';
import { ToastRegion } from '@tonearm/ui';
import { useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '../notification-bell/NotificationBell';
import { BrowserNotificationsProvider } from '../notification-settings/browser-notifications-context';
import type { BrowserNotificationsPort } from '../notification-settings/browser-permission';
import { routes } from '../routes';

/** The frame's own layout: the bell in a banner, the routed page, toasts and the error dialog, as the app has them. */
function StoryLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <header className="flex items-center justify-between gap-4 border-border border-b px-4 py-2">
        <p className="text-muted-foreground text-sm" data-testid="location">
          {location.pathname}
          {location.search}
        </p>
        <NotificationBell />
      </header>
      <main>
        <Outlet />
      </main>
      <ToastRegion />
      <RequestErrorDialog />
    </AriaRouterProvider>
  );
}

export interface NotificationsStoryFrameProps {
  data: BootstrapData;
  /** @default '/' */
  initialPath?: string;
  /** The browser's Notification API as the story plays it; the real one when omitted. */
  browser?: BrowserNotificationsPort;
}

/**
 * Renders the notification screens as the app does: the bell in a banner, the feature's routes, the bootstrap
 * data, a memory router, a fresh query cache without retries and an HTTP client whose requests MSW answers.
 */
export function NotificationsStoryFrame({ data, initialPath = '/', browser }: NotificationsStoryFrameProps) {
  const [http] = useState(() => createHttpClient({ baseUrl: window.location.origin }));
  const [store] = useState(() => new BootstrapStore(data));
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <StoryLayout />,
          children: [
            { index: true, element: <h1 className="p-4 font-semibold text-xl">Home</h1> },
            { path: 'login', element: <h1 className="p-4 font-semibold text-xl">Sign in</h1> },
            ...routes,
            { path: '*', element: <h1 className="p-4 font-semibold text-xl">Somewhere else in the app</h1> },
          ],
        },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  const frame = (
    <HttpClientProvider client={http}>
      <QueryPolicyProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <BootstrapDataProvider store={store}>
          <RouterProvider router={router} />
        </BootstrapDataProvider>
      </QueryPolicyProvider>
    </HttpClientProvider>
  );
  return browser ? (
    <BrowserNotificationsProvider port={browser}>{frame}</BrowserNotificationsProvider>
  ) : (
    frame
  );
}
