import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/** The notification routes for the app's route table, each screen loaded on first visit. */
export const routes: RouteObject[] = [
  {
    // Doc 000 §2: both pages need login; the shared guard sends a guest to /login.
    element: <AccessGuard requiresLogin />,
    children: [
      {
        path: 'notifications',
        lazy: () =>
          import('./notifications-page/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
      },
      {
        path: 'notifications/settings',
        lazy: () =>
          import('./notification-settings/NotificationSettingsPage').then((m) => ({
            Component: m.NotificationSettingsPage,
          })),
      },
    ],
  },
];
