import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from './bootstrap-for-request';

/**
 * `GET bootstrap-data`: the visitor's bootstrap data as JSON, for a web app served without it inlined (the
 * development server). `GET health`: a cheap liveness answer for load balancers.
 */
export function bootstrapRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.get('/bootstrap-data', async (c) => c.json(await bootstrapForRequest(c, services)));
  routes.get('/health', (c) => c.json({ status: 'ok' }));
  return routes;
}
