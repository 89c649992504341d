import type { RouteObject } from 'react-router';
import { requestRoutes } from './requests/routes';
import { workspaceRoutes } from './workspace/routes';

/**
 * The backstage's routes for the app's route table (doc 001 §2), each screen loaded on its first visit: the
 * request forms, open to listeners with `backstageRequests.create`, and the artist's workspace (`music.create`).
 */
export const routes: RouteObject[] = [...requestRoutes, ...workspaceRoutes];
