import type { RestrictionDefinition } from '@tonearm/client/contract';
import { ADMIN_PERMISSION } from '@tonearm/client/rules';

/** A permission the product checks, with the words the admin area shows for it and the restrictions it takes. */
export interface PermissionDefinition {
  name: string;
  display_name: string;
  group: string;
  description: string;
  /** The limits a grant of it may carry; a grant naming any other restriction is refused. */
  restrictions: RestrictionDefinition[];
}

type Definition = Omit<PermissionDefinition, 'restrictions'> & { restrictions?: RestrictionDefinition[] };

// Every permission of doc 001 §6, plus `admin`; restrictions only where a grant can carry a limit.
const DEFINITIONS: Definition[] = [
  {
    name: ADMIN_PERMISSION,
    display_name: 'Super admin',
    group: 'admin',
    description: 'Grants every permission.',
  },
  { name: 'admin.access', display_name: 'Access admin', group: 'admin', description: 'Open the admin area.' },
  { name: 'users.update', display_name: 'Manage users', group: 'users', description: 'Edit and ban users.' },
  { name: 'roles.update', display_name: 'Manage roles', group: 'roles', description: 'Edit roles.' },
  {
    name: 'subscriptions.update',
    display_name: 'Manage subscriptions',
    group: 'subscriptions',
    description: 'Edit subscriptions.',
  },
  {
    name: 'plans.update',
    display_name: 'Manage plans',
    group: 'plans',
    description: 'Edit plans and prices.',
  },
  {
    name: 'custom_pages.update',
    display_name: 'Manage custom pages',
    group: 'custom_pages',
    description: 'Edit custom pages.',
  },
  { name: 'tags.update', display_name: 'Manage tags', group: 'tags', description: 'Edit tags.' },
  {
    name: 'localizations.update',
    display_name: 'Manage localizations',
    group: 'localizations',
    description: 'Edit translations.',
  },
  { name: 'files.update', display_name: 'Manage files', group: 'files', description: 'Edit uploaded files.' },
  {
    name: 'settings.update',
    display_name: 'Manage settings',
    group: 'settings',
    description: 'Edit settings.',
  },
  { name: 'logs.view', display_name: 'View logs', group: 'logs', description: 'Read and download logs.' },
  {
    name: 'logs.update',
    display_name: 'Act on logs',
    group: 'logs',
    description: 'Run background jobs now from the schedule log.',
  },
  {
    name: 'appearance.update',
    display_name: 'Edit appearance',
    group: 'appearance',
    description: 'Use the appearance editor.',
  },
  {
    name: 'backstageRequests.create',
    display_name: 'Request backstage access',
    group: 'backstage',
    description: 'Become or claim an artist.',
  },
  {
    name: 'backstageRequests.update',
    display_name: 'Review backstage requests',
    group: 'backstage',
    description: 'List, read, approve and deny backstage requests in the admin area.',
  },
  {
    name: 'backstageRequests.delete',
    display_name: 'Delete backstage requests',
    group: 'backstage',
    description: 'Delete backstage requests and their identity documents.',
  },
  {
    name: 'music.create',
    display_name: 'Upload music',
    group: 'music',
    description: 'Upload tracks and albums.',
    restrictions: [
      {
        name: 'minutes',
        type: 'number',
        description: 'Total minutes of music the holder may upload; empty is unlimited.',
      },
      {
        name: 'artist_selection',
        type: 'boolean',
        description: 'May attach uploads to any artist, not only their own.',
      },
    ],
  },
  {
    name: 'music.view',
    display_name: 'Listen to music',
    group: 'music',
    description: 'Browse and play music.',
  },
  {
    name: 'music.play',
    display_name: 'Play music',
    group: 'music',
    description: 'Stream audio and count plays.',
  },
  {
    name: 'music.update',
    display_name: 'Manage tracks',
    group: 'music',
    description: 'Edit and delete any track in the admin area.',
  },
  {
    name: 'albums.update',
    display_name: 'Manage albums',
    group: 'music',
    description: 'Edit and delete any album in the admin area.',
  },
  {
    name: 'artists.update',
    display_name: 'Manage artists',
    group: 'music',
    description: 'Edit and delete any artist in the admin area.',
  },
  {
    name: 'genres.update',
    display_name: 'Manage genres',
    group: 'music',
    description: 'Add, edit and delete genres in the admin area.',
  },
  {
    name: 'lyrics.update',
    display_name: 'Manage lyrics',
    group: 'music',
    description: 'Add, edit, time and delete any track’s lyrics in the admin area.',
  },
  {
    name: 'playlists.update',
    display_name: 'Manage playlists',
    group: 'playlists',
    description: 'Edit and delete any listener’s playlist in the admin area.',
  },
  {
    name: 'channels.update',
    display_name: 'Manage channels',
    group: 'music',
    description: 'Add, edit, fill and delete channels, and choose the home channel, in the admin area.',
  },
  {
    name: 'comments.update',
    display_name: 'Moderate comments',
    group: 'comments',
    description: 'Edit, delete and restore any comment in the admin area.',
  },
  {
    name: 'api.access',
    display_name: 'Use the API',
    group: 'api',
    description: 'Create personal access tokens.',
  },
];

/** Every permission the product checks, `admin` included, each with the restrictions a grant may carry. */
export const PERMISSION_CATALOGUE: PermissionDefinition[] = DEFINITIONS.map((definition) => ({
  ...definition,
  restrictions: definition.restrictions ?? [],
}));

/** The catalogue's row for `name`, if the product checks such a permission. */
export function catalogPermission(name: string): PermissionDefinition | undefined {
  return PERMISSION_CATALOGUE.find((permission) => permission.name === name);
}
