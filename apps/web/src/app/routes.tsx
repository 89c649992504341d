import { routes as accountRoutes } from '@tonearm/account';
import { routes as authRoutes } from '@tonearm/auth';
import { routes as backstageRoutes } from '@tonearm/backstage';
import { routes as billingRoutes } from '@tonearm/billing';
import {
  routes as catalogueRoutes,
  DeferredSidebarPlaylists,
  embedRoutes,
  homeRoutes,
} from '@tonearm/catalogue';
import { DeferredNotificationBell, routes as notificationRoutes } from '@tonearm/notifications';
import { DeferredNavbarSearch, routes as searchRoutes } from '@tonearm/search';
import { RouteErrorPage, shellEmbedRoutes, shellRoutes, UnexpectedErrorPage } from '@tonearm/shell';
import { routes as sitePageRoutes } from '@tonearm/site-pages';
import type { RouteObject } from 'react-router';
import { PlayerSlot } from './player-slot';

/**
 * The product's route table: the embeds alone in the shell's embed layout (framed by other sites), the admin area
 * in its own layout at `/admin`, and every other feature's routes composed inside the shell's layout, the
 * front page (`/`, the home channel) first.
 */
export const routes: RouteObject[] = [
  { errorElement: <UnexpectedErrorPage />, children: shellEmbedRoutes(embedRoutes) },
  {
    errorElement: <UnexpectedErrorPage />,
    children: [
      {
        // The admin area, its layout and every feature's admin sections (`admin-area.tsx`), loaded on its first visit.
        path: 'admin/*',
        errorElement: <RouteErrorPage />,
        lazy: () => import('./admin-area').then((m) => ({ Component: m.AdminAreaRoute })),
      },
    ],
  },
  {
    errorElement: <UnexpectedErrorPage />,
    children: shellRoutes(
      [
        ...homeRoutes,
        ...authRoutes,
        ...accountRoutes,
        ...backstageRoutes,
        ...notificationRoutes,
        ...billingRoutes,
        ...sitePageRoutes,
        ...searchRoutes,
        // The tracks kept for listening without a network, loaded on first visit.
        {
          path: 'offline',
          lazy: () => import('@tonearm/player/offline').then((m) => ({ Component: m.OfflinePage })),
        },
        ...catalogueRoutes,
      ],
      {
        search: <DeferredNavbarSearch />,
        notificationBell: <DeferredNotificationBell />,
        sidebar: <DeferredSidebarPlaylists />,
        player: <PlayerSlot />,
      },
    ),
  },
];
