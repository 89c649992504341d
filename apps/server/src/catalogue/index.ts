import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { catalogueRoutes } from './catalogue-routes';
import { channelRoutes } from './channels/channel-routes';
import { commentReportRoutes } from './comments/comment-report-routes';
import { commentRoutes } from './comments/comment-routes';
import { libraryRoutes } from './library/library-routes';
import { playerRoutes } from './player/player-routes';
import { trackDownloadRoutes } from './player/track-download-routes';
import { playlistRoutes } from './playlists/playlist-routes';
import { searchRoutes } from './search/search-routes';

/** Every catalogue and listening endpoint, mounted under `api/v1`. */
export function musicRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', catalogueRoutes(services));
  routes.route('/', channelRoutes(services));
  routes.route('/', commentRoutes(services));
  routes.route('/', commentReportRoutes(services));
  routes.route('/', libraryRoutes(services));
  routes.route('/', playerRoutes(services));
  routes.route('/', playlistRoutes(services));
  routes.route('/', searchRoutes(services));
  routes.route('/', trackDownloadRoutes(services));
  return routes;
}
