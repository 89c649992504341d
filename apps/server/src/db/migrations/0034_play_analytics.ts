import type { Migration } from './migration';

/**
 * What the play reports group by: each play's device, browser and platform (read from its User-Agent) and country
 * (from the proxy's country header), with the indexes the admin dashboard's range queries read.
 */
export const playAnalytics: Migration = {
  id: '0034_play_analytics',
  statements: [
    'ALTER TABLE track_plays ADD COLUMN device text',
    'ALTER TABLE track_plays ADD COLUMN browser text',
    'ALTER TABLE track_plays ADD COLUMN platform text',
    "ALTER TABLE track_plays ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$')",
    // Covers every column a report groups by, so a range of plays is read from the index alone.
    `CREATE INDEX track_plays_created_at_index ON track_plays (created_at)
      INCLUDE (track_id, user_id, device, browser, platform, country)`,
    // The dashboard counts what was created in a range (users already have users_created_at_id_index, 0031).
    'CREATE INDEX IF NOT EXISTS tracks_created_at_index ON tracks (created_at)',
    'CREATE INDEX IF NOT EXISTS artists_created_at_index ON artists (created_at)',
    'CREATE INDEX IF NOT EXISTS albums_created_at_index ON albums (created_at)',
  ],
};
