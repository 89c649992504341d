/** A role as seeded on an empty database. */
export interface RoleSeed {
  name: string;
  description: string;
  /** Its permissions apply to visitors who are not logged in. */
  guests?: boolean;
  /** Given to every account at registration. */
  is_default?: boolean;
  permissions: string[];
}

const LISTENER_PERMISSIONS = ['music.view', 'music.play', 'backstageRequests.create', 'api.access'];

/** The five audiences of doc 000 §1 and doc 001 §1; `music.view` is public (doc 001 §2, embeds). */
export const DEFAULT_ROLES: RoleSeed[] = [
  {
    name: 'guest',
    description: 'Visitors who are not logged in.',
    guests: true,
    permissions: ['music.view', 'music.play'],
  },
  {
    name: 'user',
    description: 'Every registered listener.',
    is_default: true,
    permissions: LISTENER_PERMISSIONS,
  },
  { name: 'subscriber', description: 'Listeners with an active plan.', permissions: LISTENER_PERMISSIONS },
  {
    name: 'artist',
    description: 'Verified artists.',
    permissions: [...LISTENER_PERMISSIONS, 'music.create'],
  },
  { name: 'admin', description: 'Site operators.', permissions: ['admin', 'admin.access'] },
];
