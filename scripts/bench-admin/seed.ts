import type { Database } from '../../apps/server/src/db/connect';
import { COUNT_EVERY_PLAY } from '../../apps/server/src/db/migrations/0036_play_counts';

/** What the bench seeds: the issue's 100,000 users and 1,000,000 plays, over a catalogue of 10,000 tracks. */
export const SEED = {
  users: 100_000,
  plays: 1_000_000,
  artists: 1_000,
  albums: 3_000,
  tracks: 10_000,
} as const;

// A value from `values`, the first ones more often (power > 1 skews towards the start).
const skewed = (values: string[], power: number) =>
  `(ARRAY[${values.map((value) => `'${value}'`).join(',')}])[1 + floor(power(random(), ${power}) * ${values.length})::int]`;

// Plays go in batches with the counting trigger of migration 0036 off, then are counted in one pass as the
// migration counts the plays of an existing site: a million upserts through the trigger would take far longer.
const PLAYS_PER_BATCH = 100_000;

function playBatches(): string[] {
  const { plays, tracks, users } = SEED;
  return Array.from(
    { length: Math.ceil(plays / PLAYS_PER_BATCH) },
    () => `INSERT INTO track_plays (track_id, user_id, device, browser, platform, country, created_at)
        SELECT (SELECT min(id) FROM tracks) + floor(power(random(), 3) * ${tracks})::int,
          CASE WHEN random() < 0.16 THEN NULL
            ELSE (SELECT min(id) FROM users) + floor(power(random(), 2) * ${users})::int END,
          ${skewed(['desktop', 'mobile', 'tablet', 'smarttv'], 1.6)},
          ${skewed(['Chrome', 'Mobile Safari', 'Firefox', 'Edge', 'Safari', 'Samsung Browser', 'Opera'], 1.8)},
          ${skewed(['Windows', 'Android', 'iOS', 'Mac OS', 'Linux', 'Chromium OS'], 1.5)},
          CASE WHEN random() < 0.08 THEN NULL
            ELSE ${skewed(['US', 'DE', 'GB', 'FR', 'BR', 'IN', 'JP', 'NL', 'ES', 'IT', 'PL', 'SE', 'CA', 'AU'], 1.7)} END,
          now() - random() * interval '365 days'
        FROM generate_series(1, ${PLAYS_PER_BATCH})`,
  );
}

/**
 * Seeds in a few set-based statements (generate_series), never row by row: users over two years, a catalogue, and
 * plays over the last year whose tracks and listeners are skewed the way listening is (a few hits, many rarities;
 * one play in six by a guest), from the device, browser, platform and country mixes of a real site.
 */
export async function seedBenchData(db: Database): Promise<void> {
  const { users, artists, albums, tracks } = SEED;
  const statements = [
    `INSERT INTO users (email, first_name, last_name, email_verified_at, created_at, updated_at)
      SELECT 'bench-' || g || '@example.com', 'Listener', 'Number ' || g,
        CASE WHEN g % 4 = 0 THEN NULL ELSE now() END,
        now() - (g::float8 / ${users}) * interval '730 days', now()
      FROM generate_series(1, ${users}) g`,
    `INSERT INTO artists (name, created_at) SELECT 'Artist ' || g, now() - (g % 700) * interval '1 day'
      FROM generate_series(1, ${artists}) g`,
    `INSERT INTO albums (name, created_at) SELECT 'Album ' || g, now() - (g % 700) * interval '1 day'
      FROM generate_series(1, ${albums}) g`,
    `INSERT INTO artist_album (artist_id, album_id)
      SELECT (SELECT min(id) FROM artists) + (g % ${artists}), (SELECT min(id) FROM albums) + g - 1
      FROM generate_series(1, ${albums}) g`,
    `INSERT INTO tracks (name, duration, album_id, created_at)
      SELECT 'Track ' || g, 180000, (SELECT min(id) FROM albums) + (g % ${albums}), now() - (g % 700) * interval '1 day'
      FROM generate_series(1, ${tracks}) g`,
    `INSERT INTO artist_track (artist_id, track_id)
      SELECT aa.artist_id, t.id FROM tracks t JOIN artist_album aa ON aa.album_id = t.album_id`,
    'ALTER TABLE track_plays DISABLE TRIGGER track_plays_counted',
    ...playBatches(),
    'ALTER TABLE track_plays ENABLE TRIGGER track_plays_counted',
    'TRUNCATE play_counts',
    COUNT_EVERY_PLAY,
    // A live database is vacuumed by autovacuum; without it, index-only scans would read every row's page too.
    'VACUUM ANALYZE',
  ];
  for (const statement of statements) await db.execute(statement);
}
