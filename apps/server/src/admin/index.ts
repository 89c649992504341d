import { Hono } from 'hono';
import { adminAdRoutes } from '../ads/ad-routes';
import type { AppBindings, AppServices } from '../app-context';
import { adminBackstageRequestRoutes } from '../backstage/requests/admin-backstage-request-routes';
import { scheduleLogRoutes } from '../jobs/schedule-log-routes';
import { adminFileRoutes } from '../uploads/admin-file-routes';
import { adminAppearanceRoutes } from './appearance/appearance-routes';
import { adminCatalogueRoutes } from './catalogue';
import { catalogueImportRoutes } from './catalogue-import/catalogue-import-routes';
import { adminChannelRoutes } from './channels/channel-routes';
import { adminCommentRoutes } from './comments/comment-routes';
import { adminCustomPageRoutes } from './custom-pages/custom-page-admin-routes';
import { adminGenreRoutes } from './genres/genre-routes';
import { adminLocalizationRoutes } from './localizations/localization-routes';
import { adminLyricRoutes } from './lyrics/lyric-routes';
import { adminTrackPickerRoutes } from './lyrics/track-picker-routes';
import { adminPlanRoutes } from './plans/plan-routes';
import { adminPlaylistRoutes } from './playlists/playlist-routes';
import { reportsRoutes } from './reports';
import { adminRoleRoutes } from './roles/admin-role-routes';
import { adminSubscriptionRoutes } from './subscriptions/subscription-routes';
import { adminTagRoutes } from './tags/tag-routes';
import { adminUserRoutes } from './users/admin-user-routes';

/**
 * Every admin endpoint (doc 001 §2 Admin, §6): each section's routes check `admin.access` and the section's own
 * permission on the server.
 */
export function adminRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.route('/', adminRoleRoutes(services));
  routes.route('/', reportsRoutes(services));
  routes.route('/', adminPlanRoutes(services));
  routes.route('/', adminSubscriptionRoutes(services));
  routes.route('/', adminUserRoutes(services));
  routes.route('/', catalogueImportRoutes(services));
  routes.route('/', adminCatalogueRoutes(services));
  routes.route('/', adminGenreRoutes(services));
  routes.route('/', adminChannelRoutes(services));
  routes.route('/', adminTagRoutes(services));
  routes.route('/', adminCommentRoutes(services));
  routes.route('/', adminPlaylistRoutes(services));
  routes.route('/', adminLyricRoutes(services));
  routes.route('/', adminTrackPickerRoutes(services));
  routes.route('/', adminBackstageRequestRoutes(services));
  routes.route('/', adminAppearanceRoutes(services));
  routes.route('/', scheduleLogRoutes(services));
  routes.route('/', adminFileRoutes(services));
  routes.route('/', adminCustomPageRoutes(services));
  routes.route('/', adminAdRoutes(services));
  routes.route('/', adminLocalizationRoutes(services));
  return routes;
}
