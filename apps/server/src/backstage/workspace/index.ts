import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { workspaceImportRoutes } from './workspace-import-routes';
import { workspaceInsightsRoutes } from './workspace-insights-routes';
import { workspaceItemRoutes } from './workspace-item-routes';

/**
 * The artist's workspace (doc 001 §2 Backstage, `music.create`): uploads within the artist's minutes, their own
 * tracks, albums and artist profile, and the insights of each.
 */
export function artistWorkspaceRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', workspaceImportRoutes(services));
  routes.route('/', workspaceItemRoutes(services));
  routes.route('/', workspaceInsightsRoutes(services));
  return routes;
}
