import { AccessGuard } from '@tonearm/shell';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const FilesPage = lazy(() => import('./files-page/FilesPage').then((m) => ({ default: m.FilesPage })));

/**
 * The uploads feature's sections of the admin area, paths relative to `/admin`, which the app gives the admin area;
 * each screen is loaded on first visit.
 */
export const adminSections: RouteObject[] = [
  {
    // Doc 001 §6: files.update opens the admin's files; the shared guard sends others away.
    element: <AccessGuard requiresLogin permission="files.update" />,
    children: [{ path: 'files', element: <FilesPage /> }],
  },
];
