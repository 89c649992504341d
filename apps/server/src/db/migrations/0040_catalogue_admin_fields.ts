import type { Migration } from './migration';

/** What the admin's track and artist forms edit beyond the catalogue's first fields. */
export const catalogueAdminFields: Migration = {
  id: '0040_catalogue_admin_fields',
  statements: [
    'ALTER TABLE tracks ADD COLUMN description text',
    'ALTER TABLE tracks ADD COLUMN release_date date',
    `CREATE TABLE artist_profile_images (
      id serial PRIMARY KEY,
      artist_id integer NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
      url text NOT NULL,
      position integer NOT NULL DEFAULT 0
    )`,
    'CREATE INDEX artist_profile_images_artist_id_index ON artist_profile_images (artist_id, position)',
  ],
};
