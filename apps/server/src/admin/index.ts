import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { adminRoleRoutes } from './roles/admin-role-routes';

/**
 * Every admin endpoint (doc 001 §2 Admin, §6): each section's routes check `admin.access` and the section's own
 * permission on the server.
 */
export function adminRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', adminRoleRoutes(services));
  return routes;
}
