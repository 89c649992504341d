import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { AccessGuard } from '@tonearm/shell';
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * One section of the admin area: its path under `/admin` (`{ index: true }` for `/admin` itself), the permission
 * it needs besides `admin.access` (doc 001 §6), and its screen, loaded on the first visit.
 */
export function adminSection(
  path: string | { index: true },
  permission: string,
  loadScreen: () => Promise<ComponentType>,
): RouteObject {
  const Screen = lazy(async () => ({ default: await loadScreen() }));
  const screen = { element: <Screen /> };
  return {
    element: <AccessGuard requiresLogin permission={permission} />,
    children: [typeof path === 'string' ? { path, ...screen } : { index: true, ...screen }],
  };
}

/**
 * The admin feature's own sections. A section joins with one line here and one item in the server's
 * `admin-sidebar` menu (`apps/server/src/settings/default-menus.ts`); see the README.
 */
export const routes: RouteObject[] = [
  adminSection(
    { index: true },
    ADMIN_ACCESS_PERMISSION,
    async () => (await import('./dashboard/DashboardPage')).DashboardPage,
  ),
  adminSection('plans', 'plans.update', async () => (await import('./plans/PlansListPage')).PlansListPage),
  adminSection(
    'plans/new',
    'plans.update',
    async () => (await import('./plans/PlanEditorPage')).PlanEditorPage,
  ),
  adminSection(
    'plans/:planId/edit',
    'plans.update',
    async () => (await import('./plans/PlanEditorPage')).PlanEditorPage,
  ),
  adminSection(
    'subscriptions',
    'subscriptions.update',
    async () => (await import('./subscriptions/SubscriptionsPage')).SubscriptionsPage,
  ),
  adminSection('roles', 'roles.update', async () => (await import('./roles/RolesListPage')).RolesListPage),
  adminSection(
    'roles/new',
    'roles.update',
    async () => (await import('./roles/RoleEditorPage')).RoleEditorPage,
  ),
  adminSection(
    'roles/:roleId/edit',
    'roles.update',
    async () => (await import('./roles/RoleEditorPage')).RoleEditorPage,
  ),
  adminSection(
    'upload',
    'music.create',
    async () => (await import('./catalogue-import/CatalogueImportPage')).CatalogueImportPage,
  ),
  adminSection(
    'tracks',
    'music.update',
    async () => (await import('./tracks/TracksListPage')).TracksListPage,
  ),
  adminSection(
    'tracks/new',
    'music.update',
    async () => (await import('./tracks/track-editor/NewTrackPage')).NewTrackPage,
  ),
  adminSection(
    'tracks/:trackId/insights',
    'music.update',
    async () => (await import('./insights/CatalogueInsightsPage')).TrackInsightsPage,
  ),
  adminSection(
    'tracks/:trackId/edit',
    'music.update',
    async () => (await import('./tracks/track-editor/TrackEditorPage')).TrackEditorPage,
  ),
  adminSection(
    'albums',
    'albums.update',
    async () => (await import('./albums/AlbumsListPage')).AlbumsListPage,
  ),
  adminSection(
    'albums/new',
    'albums.update',
    async () => (await import('./albums/album-editor/NewAlbumPage')).NewAlbumPage,
  ),
  adminSection(
    'albums/:albumId/insights',
    'albums.update',
    async () => (await import('./insights/CatalogueInsightsPage')).AlbumInsightsPage,
  ),
  adminSection(
    'albums/:albumId/edit',
    'albums.update',
    async () => (await import('./albums/album-editor/AlbumEditorPage')).AlbumEditorPage,
  ),
  adminSection(
    'artists',
    'artists.update',
    async () => (await import('./artists/ArtistsListPage')).ArtistsListPage,
  ),
  adminSection(
    'artists/new',
    'artists.update',
    async () => (await import('./artists/artist-editor/NewArtistPage')).NewArtistPage,
  ),
  adminSection(
    'artists/:artistId/insights',
    'artists.update',
    async () => (await import('./insights/CatalogueInsightsPage')).ArtistInsightsPage,
  ),
  adminSection(
    'artists/:artistId/edit',
    'artists.update',
    async () => (await import('./artists/artist-editor/ArtistEditorPage')).ArtistEditorPage,
  ),
  adminSection(
    'channels',
    'channels.update',
    async () => (await import('./channels/ChannelsListPage')).ChannelsListPage,
  ),
  adminSection(
    'channels/new',
    'channels.update',
    async () => (await import('./channels/channel-editor/ChannelEditorPage')).ChannelEditorPage,
  ),
  adminSection(
    'channels/:channelId/edit',
    'channels.update',
    async () => (await import('./channels/channel-editor/ChannelEditorPage')).ChannelEditorPage,
  ),
  adminSection(
    'genres',
    'genres.update',
    async () => (await import('./genres/GenresListPage')).GenresListPage,
  ),
  adminSection('tags', 'tags.update', async () => (await import('./tags/TagsListPage')).TagsListPage),
  adminSection(
    'playlists',
    'playlists.update',
    async () => (await import('./playlists/PlaylistsListPage')).PlaylistsListPage,
  ),
  adminSection(
    'lyrics',
    'lyrics.update',
    async () => (await import('./lyrics/LyricsListPage')).LyricsListPage,
  ),
  adminSection(
    'lyrics/new',
    'lyrics.update',
    async () => (await import('./lyrics/LyricEditorPage')).LyricEditorPage,
  ),
  adminSection(
    'lyrics/:lyricId/edit',
    'lyrics.update',
    async () => (await import('./lyrics/LyricEditorPage')).LyricEditorPage,
  ),
  adminSection(
    'comments',
    'comments.update',
    async () => (await import('./comments/CommentsListPage')).CommentsListPage,
  ),
  adminSection(
    'appearance/:section?',
    'appearance.update',
    async () => (await import('./appearance/AppearanceEditorPage')).AppearanceEditorPage,
  ),
  adminSection('users', 'users.update', async () => (await import('./users/users-list/UsersPage')).UsersPage),
  // `/admin/users/{id}` opens the details tab; each tab is its own address.
  adminSection(
    'users/:userId/:tab?',
    'users.update',
    async () => (await import('./users/user-page/UserPage')).UserPage,
  ),
  adminSection(
    'backstage-requests',
    'backstageRequests.update',
    async () => (await import('./backstage-requests/BackstageRequestsPage')).BackstageRequestsPage,
  ),
  adminSection(
    'backstage-requests/:requestId',
    'backstageRequests.update',
    async () => (await import('./backstage-requests/request-page/BackstageRequestPage')).BackstageRequestPage,
  ),
  adminSection(
    'settings/:panel?',
    'settings.update',
    async () => (await import('./settings/SettingsPage')).SettingsPage,
  ),
  adminSection(
    'custom-pages',
    'custom_pages.update',
    async () => (await import('./custom-pages/CustomPagesListPage')).CustomPagesListPage,
  ),
  adminSection(
    'custom-pages/new',
    'custom_pages.update',
    async () => (await import('./custom-pages/CustomPageEditorPage')).CustomPageEditorPage,
  ),
  adminSection(
    'custom-pages/:pageId/edit',
    'custom_pages.update',
    async () => (await import('./custom-pages/CustomPageEditorPage')).CustomPageEditorPage,
  ),
  adminSection('ads', 'settings.update', async () => (await import('./ads/AdsPage')).AdsPage),
  adminSection(
    'logs/schedule',
    'logs.view',
    async () => (await import('./schedule-log/ScheduleLogPage')).ScheduleLogPage,
  ),
  adminSection('files', 'files.update', async () => (await import('./files/FilesPage')).FilesPage),
  adminSection(
    'logs/error',
    'logs.view',
    async () => (await import('./error-log/ErrorLogPage')).ErrorLogPage,
  ),
  adminSection(
    'logs/outgoing-email',
    'logs.view',
    async () => (await import('./outgoing-email-log/OutgoingEmailLogPage')).OutgoingEmailLogPage,
  ),
  adminSection(
    'localizations',
    'localizations.update',
    async () => (await import('./localizations/LocalizationsListPage')).LocalizationsListPage,
  ),
  adminSection(
    'localizations/:localeId/translate',
    'localizations.update',
    async () => (await import('./localizations/TranslatePage')).TranslatePage,
  ),
];
