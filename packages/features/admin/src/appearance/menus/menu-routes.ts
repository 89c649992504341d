import type { Translate } from '@tonearm/shell';

/**
 * The routes of the product a menu item can link to, named in the reader's language. `{currentUser}` stands for the signed-in user's id
 * (doc 000 §2), so an item using it shows only to signed-in users.
 */
export const menuRoutes = (trans: Translate): ReadonlyArray<{ action: string; label: string }> => [
  { action: '/', label: trans('Home') },
  { action: '/landing', label: trans('Landing page') },
  { action: '/search', label: trans('Search') },
  { action: '/lyrics', label: trans('Lyrics') },
  { action: '/library', label: trans('Your music') },
  { action: '/library/songs', label: trans('Your songs') },
  { action: '/library/albums', label: trans('Your albums') },
  { action: '/library/artists', label: trans('Your artists') },
  { action: '/library/playlists', label: trans('Your playlists') },
  { action: '/library/history', label: trans('Listening history') },
  { action: '/user/{currentUser}', label: trans('The user’s profile') },
  { action: '/notifications', label: trans('Notifications') },
  { action: '/account-settings', label: trans('Account settings') },
  { action: '/pricing', label: trans('Pricing') },
  { action: '/billing', label: trans('Billing') },
  { action: '/contact', label: trans('Contact') },
  { action: '/suggest-artist', label: trans('Suggest an artist') },
  { action: '/import-playlist', label: trans('Import a playlist') },
  { action: '/api-docs', label: trans('API reference') },
  { action: '/backstage/requests', label: trans('Become an artist') },
  { action: '/backstage/upload', label: trans('Backstage upload') },
  { action: '/admin', label: trans('Admin dashboard') },
  { action: '/admin/appearance', label: trans('Admin: appearance') },
  { action: '/admin/users', label: trans('Admin: users') },
  { action: '/admin/roles', label: trans('Admin: roles') },
  { action: '/admin/plans', label: trans('Admin: plans') },
  { action: '/admin/subscriptions', label: trans('Admin: subscriptions') },
  { action: '/admin/tracks', label: trans('Admin: tracks') },
  { action: '/admin/albums', label: trans('Admin: albums') },
  { action: '/admin/artists', label: trans('Admin: artists') },
  { action: '/admin/upload', label: trans('Admin: upload') },
  { action: '/admin/files', label: trans('Admin: files') },
  { action: '/admin/backstage-requests', label: trans('Admin: backstage requests') },
  { action: '/admin/logs/schedule', label: trans('Admin: schedule log') },
  { action: '/admin/settings', label: trans('Admin: settings') },
];
