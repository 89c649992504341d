import type { Menu } from '@tonearm/client/contract';

// Menus are stored in English and shown through the visitor's translation, like any label an operator writes; this
// marks the default labels as lines, so the translate screen offers them.
const t = (line: string) => line;

/** The menu position of the admin area's navigation. */
export const ADMIN_SIDEBAR_POSITION = 'admin-sidebar';

/**
 * The admin area's navigation: one item per admin section that exists, each gated by the section's permission
 * (doc 001 §6), so the menu editor can change it. A new section adds its item here; `icon` names one of the menu
 * icons (`MENU_ICON_NAMES`, from the kit's Lucide set).
 */
export const ADMIN_SIDEBAR_MENU: Menu = {
  id: 'admin-sidebar',
  name: 'Admin sidebar',
  positions: [ADMIN_SIDEBAR_POSITION],
  items: [
    {
      id: 'admin-dashboard',
      label: t('Dashboard'),
      icon: 'layout-dashboard',
      type: 'route',
      action: '/admin',
      permissions: ['admin.access'],
    },
    {
      id: 'admin-users',
      label: t('Users'),
      icon: 'users',
      type: 'route',
      action: '/admin/users',
      permissions: ['users.update'],
    },
    {
      id: 'admin-tracks',
      label: t('Tracks'),
      icon: 'music',
      type: 'route',
      action: '/admin/tracks',
      permissions: ['music.update'],
    },
    {
      id: 'admin-albums',
      label: t('Albums'),
      icon: 'disc-3',
      type: 'route',
      action: '/admin/albums',
      permissions: ['albums.update'],
    },
    {
      id: 'admin-artists',
      label: t('Artists'),
      icon: 'mic',
      type: 'route',
      action: '/admin/artists',
      permissions: ['artists.update'],
    },
    {
      id: 'admin-channels',
      label: t('Channels'),
      icon: 'layout-grid',
      type: 'route',
      action: '/admin/channels',
      permissions: ['channels.update'],
    },
    {
      id: 'admin-genres',
      label: t('Genres'),
      icon: 'shapes',
      type: 'route',
      action: '/admin/genres',
      permissions: ['genres.update'],
    },
    {
      id: 'admin-playlists',
      label: t('Playlists'),
      icon: 'list-music',
      type: 'route',
      action: '/admin/playlists',
      permissions: ['playlists.update'],
    },
    {
      id: 'admin-lyrics',
      label: t('Lyrics'),
      icon: 'mic-vocal',
      type: 'route',
      action: '/admin/lyrics',
      permissions: ['lyrics.update'],
    },
    {
      id: 'admin-comments',
      label: t('Comments'),
      icon: 'message-circle',
      type: 'route',
      action: '/admin/comments',
      permissions: ['comments.update'],
    },
    {
      id: 'admin-tags',
      label: t('Tags'),
      icon: 'tag',
      type: 'route',
      action: '/admin/tags',
      permissions: ['tags.update'],
    },
    {
      id: 'admin-files',
      label: t('Files'),
      icon: 'folder',
      type: 'route',
      action: '/admin/files',
      permissions: ['files.update'],
    },
    {
      id: 'admin-upload',
      label: t('Upload'),
      icon: 'upload',
      type: 'route',
      action: '/admin/upload',
      permissions: ['music.create'],
    },
    {
      id: 'admin-plans',
      label: t('Plans'),
      icon: 'tag',
      type: 'route',
      action: '/admin/plans',
      permissions: ['plans.update'],
    },
    {
      id: 'admin-roles',
      label: t('Roles'),
      icon: 'shield-check',
      type: 'route',
      action: '/admin/roles',
      permissions: ['roles.update'],
    },
    {
      id: 'admin-subscriptions',
      label: t('Subscriptions'),
      icon: 'refresh-cw',
      type: 'route',
      action: '/admin/subscriptions',
      permissions: ['subscriptions.update'],
    },
    {
      id: 'admin-backstage-requests',
      label: t('Backstage requests'),
      icon: 'shield-check',
      type: 'route',
      action: '/admin/backstage-requests',
      permissions: ['backstageRequests.update'],
    },
    {
      id: 'admin-custom-pages',
      label: t('Pages'),
      icon: 'file-text',
      type: 'route',
      action: '/admin/custom-pages',
      permissions: ['custom_pages.update'],
    },
    {
      id: 'admin-ads',
      label: t('Ads'),
      icon: 'megaphone',
      type: 'route',
      action: '/admin/ads',
      permissions: ['settings.update'],
    },
    {
      id: 'admin-logs-schedule',
      label: t('Schedule log'),
      icon: 'clock',
      type: 'route',
      action: '/admin/logs/schedule',
      permissions: ['logs.view'],
    },
    {
      id: 'admin-logs-error',
      label: t('Error log'),
      icon: 'file-text',
      type: 'route',
      action: '/admin/logs/error',
      permissions: ['logs.view'],
    },
    {
      id: 'admin-logs-outgoing-email',
      label: t('Outgoing email log'),
      icon: 'mail',
      type: 'route',
      action: '/admin/logs/outgoing-email',
      permissions: ['logs.view'],
    },
    {
      id: 'admin-appearance',
      label: t('Appearance'),
      icon: 'settings',
      type: 'route',
      action: '/admin/appearance',
      permissions: ['appearance.update'],
    },
    {
      id: 'admin-settings',
      label: t('Settings'),
      icon: 'settings',
      type: 'route',
      action: '/admin/settings',
      permissions: ['settings.update'],
    },
    {
      id: 'admin-localizations',
      label: t('Localizations'),
      icon: 'languages',
      type: 'route',
      action: '/admin/localizations',
      permissions: ['localizations.update'],
    },
  ],
};

/** The menus a fresh site starts with, one per position the shell and the admin area render. */
export const DEFAULT_MENUS: Menu[] = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['sidebar-primary'],
    items: [
      { id: 'discover', label: t('Discover'), icon: 'compass', type: 'route', action: '/' },
      { id: 'search', label: t('Search'), icon: 'search', type: 'route', action: '/search' },
      { id: 'genres', label: t('Genres'), icon: 'shapes', type: 'route', action: '/channel/genres' },
      { id: 'lyrics', label: t('Lyrics'), icon: 'mic-vocal', type: 'route', action: '/lyrics' },
    ],
  },
  {
    id: 'library',
    name: 'Your music',
    positions: ['sidebar-secondary'],
    items: [
      { id: 'songs', label: t('Songs'), icon: 'music', type: 'route', action: '/library/songs' },
      { id: 'albums', label: t('Albums'), icon: 'disc-3', type: 'route', action: '/library/albums' },
      { id: 'artists', label: t('Artists'), icon: 'mic', type: 'route', action: '/library/artists' },
      {
        id: 'playlists',
        label: t('Playlists'),
        icon: 'list-music',
        type: 'route',
        action: '/library/playlists',
      },
      { id: 'history', label: t('History'), icon: 'history', type: 'route', action: '/library/history' },
      { id: 'offline', label: t('Offline'), icon: 'download', type: 'route', action: '/offline' },
    ],
  },
  {
    id: 'mobile',
    name: 'Mobile',
    positions: ['mobile-bottom'],
    items: [
      { id: 'mobile-discover', label: t('Discover'), icon: 'compass', type: 'route', action: '/' },
      { id: 'mobile-search', label: t('Search'), icon: 'search', type: 'route', action: '/search' },
      { id: 'mobile-library', label: t('Your music'), icon: 'library', type: 'route', action: '/library' },
      {
        id: 'mobile-account',
        label: t('Account'),
        icon: 'user',
        type: 'route',
        action: '/account-settings',
      },
    ],
  },
  {
    id: 'landing',
    name: 'Landing page',
    positions: ['landing-page-navbar'],
    items: [
      { id: 'landing-discover', label: t('Discover'), type: 'route', action: '/' },
      {
        id: 'landing-pricing',
        label: t('Pricing'),
        type: 'route',
        action: '/pricing',
        settings: { 'billing.enable': true },
      },
    ],
  },
  {
    id: 'footer',
    name: 'Footer',
    positions: ['footer'],
    items: [
      { id: 'footer-contact', label: t('Contact'), type: 'route', action: '/contact' },
      {
        id: 'footer-suggest-artist',
        label: t('Suggest an artist'),
        type: 'route',
        action: '/suggest-artist',
      },
      {
        id: 'footer-pricing',
        label: t('Pricing'),
        type: 'route',
        action: '/pricing',
        settings: { 'billing.enable': true },
      },
      {
        id: 'footer-developers',
        label: t('Developers'),
        type: 'route',
        action: '/api-docs',
        target: '_blank',
        permissions: ['api.access'],
        // The API reference means nothing while the operator has the API turned off.
        settings: { 'api.integrated': true },
      },
    ],
  },
  ADMIN_SIDEBAR_MENU,
];
