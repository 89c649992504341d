import { accountsSettingsSessions } from './0001_accounts_settings_sessions';
import { personalAccessTokens } from './0002_personal_access_tokens';
import { mail } from './0003_mail';
import { twoFactor } from './0004_two_factor';
import { notificationsWorkspaces } from './0005_notifications_workspaces';
import { billing } from './0006_billing';
import { contactMessages } from './0007_contact_messages';
import { customPages } from './0008_custom_pages';
import { socialProfiles } from './0010_social_profiles';
import { fileEntries } from './0011_file_entries';
import { catalogue } from './0012_catalogue';
import { checkoutAndInvoices } from './0030_checkout_and_invoices';
import { adminUsers } from './0031_admin_users';
import { adminRoles } from './0032_admin_roles';
import { adminPlans } from './0033_admin_plans';
import { playAnalytics } from './0034_play_analytics';
import { adminReportCache } from './0035_admin_report_cache';
import { playCounts } from './0036_play_counts';
import { catalogueImports } from './0037_catalogue_imports';
import { backstageRequestAvatars } from './0038_backstage_request_avatars';
import { adminCatalogueIndexes } from './0039_admin_catalogue_indexes';
import { catalogueAdminFields } from './0040_catalogue_admin_fields';
import { accessTokenAbilities } from './0041_access_token_abilities';
import { signInLinks } from './0042_sign_in_links';
import { searchExtensions } from './0043_search_extensions';
import { catalogueSearch } from './0044_catalogue_search';
import { artistMembers } from './0045_artist_members';
import { backstageRequests } from './0046_backstage_requests';
import { searchIndexPendingLists } from './0047_search_index_pending_lists';
import { jobRuns } from './0048_job_runs';
import { lucideMenuIcons } from './0049_lucide_menu_icons';
import { accountChangeNotices } from './0050_account_change_notices';
import { createdCounts } from './0051_created_counts';
import { trackAlbumGain } from './0052_track_album_gain';
import { localizationsTables } from './0053_localizations';
import { seoTemplatesAndCustomCode } from './0054_seo_templates_and_custom_code';
import { tusRequestOrder } from './0055_tus_request_order';
import { customPageListIndexes } from './0056_custom_page_list_indexes';
import { adminFilesAndLogs } from './0057_admin_files_and_logs';
import { genresTagsCommentsAdmin } from './0059_genres_tags_comments_admin';
import { channelsAdmin } from './0060_channels_admin';
import { playlistsLyricsAdmin } from './0061_playlists_lyrics_admin';
import { uploadStorageDrivers } from './0065_upload_storage_drivers';
import { serverObjects } from './0066_server_objects';
import type { Migration } from './migration';

/** Every migration, oldest first. Append only: an applied migration is never edited. */
export const migrations: readonly Migration[] = [
  accountsSettingsSessions,
  personalAccessTokens,
  mail,
  twoFactor,
  notificationsWorkspaces,
  billing,
  contactMessages,
  customPages,
  socialProfiles,
  fileEntries,
  catalogue,
  checkoutAndInvoices,
  adminUsers,
  adminRoles,
  adminPlans,
  playAnalytics,
  adminReportCache,
  playCounts,
  searchExtensions,
  catalogueSearch,
  adminCatalogueIndexes,
  catalogueAdminFields,
  catalogueImports,
  accessTokenAbilities,
  signInLinks,
  artistMembers,
  backstageRequests,
  jobRuns,
  seoTemplatesAndCustomCode,
  tusRequestOrder,
  backstageRequestAvatars,
  searchIndexPendingLists,
  lucideMenuIcons,
  createdCounts,
  accountChangeNotices,
  trackAlbumGain,
  localizationsTables,
  customPageListIndexes,
  adminFilesAndLogs,
  genresTagsCommentsAdmin,
  playlistsLyricsAdmin,
  channelsAdmin,
  uploadStorageDrivers,
  serverObjects,
];

export type { Migration } from './migration';
