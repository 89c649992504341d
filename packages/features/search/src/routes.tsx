import type { RouteObject } from 'react-router';

/** The search routes of doc 001 §2 for the app's route table; the page loads on first visit. */
export const routes: RouteObject[] = [
  {
    path: 'search/:searchQuery?/:tabName?',
    lazy: () => import('./search-page/SearchPage').then((m) => ({ Component: m.SearchPage })),
  },
];
