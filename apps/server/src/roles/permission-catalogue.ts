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

// Every permission of doc 001 §6, plus `admin`; restrictions only where a grant can carry a limit. Each title and
// description sits in a `trans('…')` call so the catalogue of source lines offers it to translators; the admin
// area translates it where it shows it, so the catalogue itself is written, stored and sent in English.
const definitions = (trans: (line: string) => string): Definition[] => [
  {
    name: ADMIN_PERMISSION,
    display_name: trans('Super admin'),
    group: 'admin',
    description: trans('Grants every permission.'),
  },
  {
    name: 'admin.access',
    display_name: trans('Access admin'),
    group: 'admin',
    description: trans('Open the admin area.'),
  },
  {
    name: 'users.update',
    display_name: trans('Manage users'),
    group: 'users',
    description: trans('Edit and ban users.'),
  },
  {
    name: 'roles.update',
    display_name: trans('Manage roles'),
    group: 'roles',
    description: trans('Edit roles.'),
  },
  {
    name: 'subscriptions.update',
    display_name: trans('Manage subscriptions'),
    group: 'subscriptions',
    description: trans('Edit subscriptions.'),
  },
  {
    name: 'plans.update',
    display_name: trans('Manage plans'),
    group: 'plans',
    description: trans('Edit plans and prices.'),
  },
  {
    name: 'custom_pages.update',
    display_name: trans('Manage custom pages'),
    group: 'custom_pages',
    description: trans('Edit custom pages.'),
  },
  {
    name: 'tags.update',
    display_name: trans('Manage tags'),
    group: 'tags',
    description: trans('Edit tags.'),
  },
  {
    name: 'localizations.update',
    display_name: trans('Manage localizations'),
    group: 'localizations',
    description: trans('Edit translations.'),
  },
  {
    name: 'files.update',
    display_name: trans('Manage files'),
    group: 'files',
    description: trans('Edit uploaded files.'),
  },
  {
    name: 'settings.update',
    display_name: trans('Manage settings'),
    group: 'settings',
    description: trans('Edit settings.'),
  },
  {
    name: 'logs.view',
    display_name: trans('View logs'),
    group: 'logs',
    description: trans('Read and download logs.'),
  },
  {
    name: 'logs.update',
    display_name: trans('Act on logs'),
    group: 'logs',
    description: trans('Run background jobs now from the schedule log.'),
  },
  {
    name: 'appearance.update',
    display_name: trans('Edit appearance'),
    group: 'appearance',
    description: trans('Use the appearance editor.'),
  },
  {
    name: 'backstageRequests.create',
    display_name: trans('Request backstage access'),
    group: 'backstage',
    description: trans('Become or claim an artist.'),
  },
  {
    name: 'backstageRequests.update',
    display_name: trans('Review backstage requests'),
    group: 'backstage',
    description: trans('List, read, approve and deny backstage requests in the admin area.'),
  },
  {
    name: 'backstageRequests.delete',
    display_name: trans('Delete backstage requests'),
    group: 'backstage',
    description: trans('Delete backstage requests and their identity documents.'),
  },
  {
    name: 'music.create',
    display_name: trans('Upload music'),
    group: 'music',
    description: trans('Upload tracks and albums.'),
    restrictions: [
      {
        name: 'minutes',
        type: 'number',
        description: trans('Total minutes of music the holder may upload; empty is unlimited.'),
      },
      {
        name: 'artist_selection',
        type: 'boolean',
        description: trans('May attach uploads to any artist, not only their own.'),
      },
    ],
  },
  {
    name: 'music.view',
    display_name: trans('Listen to music'),
    group: 'music',
    description: trans('Browse and play music.'),
  },
  {
    name: 'music.play',
    display_name: trans('Play music'),
    group: 'music',
    description: trans('Stream audio and count plays.'),
  },
  {
    name: 'music.update',
    display_name: trans('Manage tracks'),
    group: 'music',
    description: trans('Edit and delete any track in the admin area.'),
  },
  {
    name: 'albums.update',
    display_name: trans('Manage albums'),
    group: 'music',
    description: trans('Edit and delete any album in the admin area.'),
  },
  {
    name: 'artists.update',
    display_name: trans('Manage artists'),
    group: 'music',
    description: trans('Edit and delete any artist in the admin area.'),
  },
  {
    name: 'genres.update',
    display_name: trans('Manage genres'),
    group: 'music',
    description: trans('Add, edit and delete genres in the admin area.'),
  },
  {
    name: 'lyrics.update',
    display_name: trans('Manage lyrics'),
    group: 'music',
    description: trans('Add, edit, time and delete any track’s lyrics in the admin area.'),
  },
  {
    name: 'playlists.update',
    display_name: trans('Manage playlists'),
    group: 'playlists',
    description: trans('Edit and delete any listener’s playlist in the admin area.'),
  },
  {
    name: 'channels.update',
    display_name: trans('Manage channels'),
    group: 'music',
    description: trans(
      'Add, edit, fill and delete channels, and choose the home channel, in the admin area.',
    ),
  },
  {
    name: 'comments.update',
    display_name: trans('Moderate comments'),
    group: 'comments',
    description: trans('Edit, delete and restore any comment in the admin area.'),
  },
  {
    name: 'api.access',
    display_name: trans('Use the API'),
    group: 'api',
    description: trans('Create personal access tokens.'),
  },
];

const DEFINITIONS = definitions((line) => line);

/** Every permission the product checks, `admin` included, each with the restrictions a grant may carry. */
export const PERMISSION_CATALOGUE: PermissionDefinition[] = DEFINITIONS.map((definition) => ({
  ...definition,
  restrictions: definition.restrictions ?? [],
}));

/** The catalogue's row for `name`, if the product checks such a permission. */
export function catalogPermission(name: string): PermissionDefinition | undefined {
  return PERMISSION_CATALOGUE.find((permission) => permission.name === name);
}
