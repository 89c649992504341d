import { routes as accountRoutes } from '@tonearm/account';
import { routes as authRoutes } from '@tonearm/auth';
import { routes as billingRoutes } from '@tonearm/billing';
import { DeferredNotificationBell, routes as notificationRoutes } from '@tonearm/notifications';
import { DeferredPlayerRoot } from '@tonearm/player';
import { shellRoutes, UnexpectedErrorPage } from '@tonearm/shell';
import { routes as sitePageRoutes } from '@tonearm/site-pages';
import { routes as uploadRoutes } from '@tonearm/uploads';
import type { RouteObject } from 'react-router';

/** The product's route table: every feature's routes, composed inside the shell's layout. */
export const routes: RouteObject[] = [
  {
    errorElement: <UnexpectedErrorPage />,
    children: shellRoutes(
      [
        ...authRoutes,
        ...accountRoutes,
        ...notificationRoutes,
        ...billingRoutes,
        ...sitePageRoutes,
        ...uploadRoutes,
      ],
      {
        notificationBell: <DeferredNotificationBell />,
        player: <DeferredPlayerRoot />,
      },
    ),
  },
];
