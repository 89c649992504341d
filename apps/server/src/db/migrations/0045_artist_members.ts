import type { Migration } from './migration';

/**
 * The people who speak for an artist in the backstage: its owner (who asked to become it), and whoever an approved
 * claim linked to it, each with the role they claimed (artist, agent, composer, label, manager, musician, producer,
 * publisher, songwriter). A user may stand for several artists, an artist may have several members.
 */
export const artistMembers: Migration = {
  id: '0045_artist_members',
  statements: [
    `CREATE TABLE artist_members (
      artist_id integer NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (artist_id, user_id)
    )`,
    'CREATE INDEX artist_members_user_id_index ON artist_members (user_id)',
  ],
};
