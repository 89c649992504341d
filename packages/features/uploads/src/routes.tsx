import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/** The uploads feature's routes for the app's route table, each screen loaded on first visit. */
export const routes: RouteObject[] = [
  {
    // Doc 001 §6: files.update opens the admin's files; the shared guard sends others away.
    element: <AccessGuard requiresLogin permission="files.update" />,
    children: [
      {
        path: 'admin/files',
        lazy: () => import('./files-page/FilesPage').then((m) => ({ Component: m.FilesPage })),
      },
    ],
  },
];
