import type { RouteObject } from 'react-router';

/**
 * The artist's workspace (`WorkspaceArea`): one route for all of `/backstage/*` that the request screens' own routes
 * do not take, its screens and their routes loaded on the first visit.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: 'backstage/*',
    lazy: () => import('./WorkspaceArea').then((area) => ({ Component: area.WorkspaceArea })),
  },
];
