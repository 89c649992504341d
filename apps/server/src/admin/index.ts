import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { reportsRoutes } from './reports';
import { adminUserRoutes } from './users/admin-user-routes';

/**
 * Every admin endpoint (doc 001 §2 Admin, §6): each section's routes check `admin.access` and the section's own
 * permission on the server.
 */
export function adminRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', reportsRoutes(services));
  routes.route('/', adminUserRoutes(services));
  return routes;
}
