import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';

/**
 * Every admin endpoint (doc 001 §2 Admin, §6): each section's routes check `admin.access` and the section's own
 * permission on the server.
 */
export function adminRoutes(_services: AppServices) {
  const routes = new Hono<AppBindings>();
  return routes;
}
