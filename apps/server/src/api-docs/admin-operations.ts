import { ADMIN_APPEARANCE_OPERATIONS } from './admin-appearance-operations';
import { ADMIN_BILLING_OPERATIONS } from './admin-billing-operations';
import { ADMIN_CATALOGUE_IMPORT_OPERATIONS } from './admin-catalogue-import-operations';
import { ADMIN_CATALOGUE_OPERATIONS } from './admin-catalogue-operations';
import { ADMIN_CHANNELS_OPERATIONS } from './admin-channels-operations';
import { ADMIN_CUSTOM_PAGES_OPERATIONS } from './admin-custom-pages-operations';
import { ADMIN_FILES_AND_LOGS_OPERATIONS } from './admin-files-and-logs-operations';
import { ADMIN_GENRES_TAGS_COMMENTS_OPERATIONS } from './admin-genres-tags-comments-operations';
import { ADMIN_LOCALIZATIONS_OPERATIONS } from './admin-localizations-operations';
import { ADMIN_PLAYLISTS_LYRICS_OPERATIONS } from './admin-playlists-lyrics-operations';
import { ADMIN_REPORTS_OPERATIONS } from './admin-reports-operations';
import { ADMIN_ROLES_OPERATIONS } from './admin-roles-operations';
import { ADMIN_SCHEDULE_LOG_OPERATIONS } from './admin-schedule-log-operations';
import { ADMIN_SETTINGS_OPERATIONS } from './admin-settings-operations';
import { ADMIN_USERS_OPERATIONS } from './admin-users-operations';
import type { ApiOperation } from './api-operations';

/**
 * The admin area's operations (doc 001 §2 Admin), one list per section so each stays readable; every one needs
 * `admin.access` and its section's permission.
 */
export const ADMIN_OPERATIONS: ApiOperation[] = [
  ...ADMIN_ROLES_OPERATIONS,
  ...ADMIN_BILLING_OPERATIONS,
  ...ADMIN_REPORTS_OPERATIONS,
  ...ADMIN_USERS_OPERATIONS,
  ...ADMIN_CATALOGUE_OPERATIONS,
  ...ADMIN_GENRES_TAGS_COMMENTS_OPERATIONS,
  ...ADMIN_CHANNELS_OPERATIONS,
  ...ADMIN_PLAYLISTS_LYRICS_OPERATIONS,
  ...ADMIN_CATALOGUE_IMPORT_OPERATIONS,
  ...ADMIN_APPEARANCE_OPERATIONS,
  ...ADMIN_SCHEDULE_LOG_OPERATIONS,
  ...ADMIN_FILES_AND_LOGS_OPERATIONS,
  ...ADMIN_SETTINGS_OPERATIONS,
  ...ADMIN_CUSTOM_PAGES_OPERATIONS,
  ...ADMIN_LOCALIZATIONS_OPERATIONS,
];
