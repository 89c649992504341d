import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/** The public site pages for the app's route table, each screen loaded on first visit (doc 001 §2). */
export const routes: RouteObject[] = [
  {
    path: 'contact',
    lazy: () => import('./contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'suggest-artist',
    lazy: () =>
      import('./suggest-artist/SuggestArtistPage').then((m) => ({ Component: m.SuggestArtistPage })),
  },
  {
    path: 'import-playlist',
    lazy: () =>
      import('./import-playlist/ImportPlaylistPage').then((m) => ({ Component: m.ImportPlaylistPage })),
  },
  {
    path: 'pages/:pageSlug',
    lazy: () => import('./custom-page/CustomPageScreen').then((m) => ({ Component: m.CustomPageScreen })),
  },
  {
    path: 'pages/:pageId/:pageSlug',
    lazy: () => import('./custom-page/CustomPageScreen').then((m) => ({ Component: m.CustomPageScreen })),
  },
  {
    // Doc 001 §2: api.access, no login; a visitor without it goes where the access guard says.
    element: <AccessGuard permission="api.access" />,
    children: [
      {
        path: 'api-docs',
        lazy: () => import('./api-docs/ApiDocsPage').then((m) => ({ Component: m.ApiDocsPage })),
      },
    ],
  },
];
