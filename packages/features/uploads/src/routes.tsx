import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/**
 * The uploads feature's sections of the admin area, paths relative to `/admin`, for the admin layout route that
 * the app's route table builds; each screen is loaded on first visit.
 */
export const adminSections: RouteObject[] = [
  {
    // Doc 001 §6: files.update opens the admin's files; the shared guard sends others away.
    element: <AccessGuard requiresLogin permission="files.update" />,
    children: [
      {
        path: 'files',
        lazy: () => import('./files-page/FilesPage').then((m) => ({ Component: m.FilesPage })),
      },
    ],
  },
];
