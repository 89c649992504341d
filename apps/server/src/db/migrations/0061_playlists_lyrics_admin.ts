import type { Migration } from './migration';

/**
 * The admin's playlists and lyrics lists at 100,000 rows: a playlist's page views, when lyrics last changed, and an
 * index under each order, filter and search the lists offer.
 */
export const playlistsLyricsAdmin: Migration = {
  id: '0061_playlists_lyrics_admin',
  statements: [
    'ALTER TABLE playlists ADD COLUMN views integer NOT NULL DEFAULT 0',
    'CREATE INDEX playlists_lower_name_index ON playlists (lower(name), id)',
    'CREATE INDEX playlists_views_index ON playlists (views, id)',
    'CREATE INDEX playlists_created_at_index ON playlists (created_at, id)',
    'CREATE INDEX playlists_updated_at_index ON playlists (updated_at, id)',
    'CREATE INDEX playlists_public_updated_at_index ON playlists (public, updated_at, id)',
    'CREATE INDEX playlists_collaborative_updated_at_index ON playlists (collaborative, updated_at, id)',
    'CREATE INDEX playlists_name_trigram_index ON playlists USING gin (name gin_trgm_ops)',

    // Rows made before this migration count as changed when they were made.
    'ALTER TABLE lyrics ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    'UPDATE lyrics SET updated_at = created_at',
    'CREATE INDEX lyrics_created_at_index ON lyrics (created_at, id)',
    'CREATE INDEX lyrics_updated_at_index ON lyrics (updated_at, id)',
    'CREATE INDEX lyrics_synced_updated_at_index ON lyrics (is_synced, updated_at, id)',
    // Lyrics are searched by their track's name, and so are tracks in the admin's track pickers.
    'CREATE INDEX tracks_name_trigram_index ON tracks USING gin (name gin_trgm_ops)',
  ],
};
