import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/** The account area's routes for the app's route table, each screen loaded on first visit. */
export const routes: RouteObject[] = [
  {
    // Doc 000 §2: /account-settings needs login; the shared guard sends a guest to /login.
    element: <AccessGuard requiresLogin />,
    children: [
      {
        path: 'account-settings',
        lazy: () =>
          import('./settings/AccountSettingsPage').then((m) => ({ Component: m.AccountSettingsPage })),
      },
    ],
  },
];
