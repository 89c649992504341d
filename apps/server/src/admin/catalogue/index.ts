import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { albumRoutes } from './albums/album-routes';
import { artistRoutes } from './artists/artist-routes';
import { trackRoutes } from './tracks/track-routes';

/**
 * `admin/tracks`, `admin/albums` and `admin/artists` (doc 001 §2 Admin): lists paged on the server, editors,
 * deletion that removes the stored files, and insights; each behind `admin.access` and its own permission.
 */
export function adminCatalogueRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', trackRoutes(services));
  routes.route('/', albumRoutes(services));
  routes.route('/', artistRoutes(services));
  return routes;
}
