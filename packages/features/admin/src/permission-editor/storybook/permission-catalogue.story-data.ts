import type { PermissionGroup } from '@tonearm/client/contract';

/** The catalogue as `GET admin/permissions` answers it on a fresh site, shortened to three areas for stories. */
export const STORY_CATALOGUE: PermissionGroup[] = [
  {
    name: 'admin',
    permissions: [
      {
        name: 'admin',
        display_name: 'Super admin',
        group: 'admin',
        description: 'Grants every permission.',
        restrictions: [],
      },
      {
        name: 'admin.access',
        display_name: 'Access admin',
        group: 'admin',
        description: 'Open the admin area.',
        restrictions: [],
      },
    ],
  },
  {
    name: 'files',
    permissions: [
      {
        name: 'files.update',
        display_name: 'Manage files',
        group: 'files',
        description: 'Edit uploaded files.',
        restrictions: [],
      },
    ],
  },
  {
    name: 'music',
    permissions: [
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
        restrictions: [],
      },
      {
        name: 'music.play',
        display_name: 'Play music',
        group: 'music',
        description: 'Stream audio and count plays.',
        restrictions: [],
      },
    ],
  },
];
