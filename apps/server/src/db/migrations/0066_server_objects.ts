import type { Migration } from './migration';

/**
 * The objects the server stores itself rather than a user's upload (imported music, covers read from it, avatars,
 * playlist covers), with the storage each was written to, so every instance reads them from the bucket when one is
 * set, and a switch of storage leaves them where they are.
 */
export const serverObjects: Migration = {
  id: '0066_server_objects',
  statements: [
    `CREATE TABLE server_objects (
      name text PRIMARY KEY,
      disk text NOT NULL CHECK (disk IN ('public', 'uploads')),
      driver text NOT NULL CHECK (driver IN ('local', 's3')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
