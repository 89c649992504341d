import type { Migration } from './migration';

/**
 * Every counted row one batch of plays (`plays_source`) adds to `play_counts`, ordered so that concurrent batches
 * lock the rows they share in the same order. A play counts for the artists and album its track is credited to
 * when it is played: a later re-credit leaves the history as it was, and so does deleting the track (its credits
 * may be gone before its plays, so both credits are read only while the track exists).
 */
const countedRowsOf = (playsSource: string) => `
  SELECT counted.dimension, counted.period, counted.period_start, counted.key, count(*)::int AS plays
  FROM (
    SELECT per.dimension, per.key, period.name AS period,
      date_trunc(period.name, play.created_at, 'UTC') AS period_start
    FROM ${playsSource} play
    CROSS JOIN LATERAL (VALUES
      ('all', ''),
      ('track', play.track_id::text),
      ('listener', coalesce(play.user_id::text, '')),
      ('device', coalesce(play.device, '')),
      ('browser', coalesce(play.browser, '')),
      ('platform', coalesce(play.platform, '')),
      ('country', coalesce(play.country, ''))
    ) AS per (dimension, key)
    CROSS JOIN LATERAL (VALUES ('hour'), ('day'), ('month')) AS period (name)
    WHERE period.name <> 'hour' OR per.dimension = 'all'
    UNION ALL
    SELECT 'artist', credit.artist_id::text, period.name, date_trunc(period.name, play.created_at, 'UTC')
    FROM ${playsSource} play
    JOIN tracks track ON track.id = play.track_id
    JOIN artist_track credit ON credit.track_id = play.track_id
    CROSS JOIN (VALUES ('day'), ('month')) AS period (name)
    UNION ALL
    SELECT 'album', track.album_id::text, period.name, date_trunc(period.name, play.created_at, 'UTC')
    FROM ${playsSource} play
    JOIN tracks track ON track.id = play.track_id AND track.album_id IS NOT NULL
    CROSS JOIN (VALUES ('day'), ('month')) AS period (name)
  ) counted
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4`;

/** Counts every play logged so far into an empty `play_counts` (the migration's backfill; benches reuse it). */
export const COUNT_EVERY_PLAY = `INSERT INTO play_counts (dimension, period, period_start, key, plays) ${countedRowsOf('track_plays')}`;

/**
 * Plays counted per hour, day and month (UTC) and per track, artist, album, listener, device, browser, platform and
 * country, kept by triggers as plays are logged or deleted: the admin reports read a year from a few thousand
 * counted rows instead of every play.
 */
export const playCounts: Migration = {
  id: '0036_play_counts',
  statements: [
    `CREATE TABLE play_counts (
      dimension text NOT NULL,
      period text NOT NULL CHECK (period IN ('hour', 'day', 'month')),
      period_start timestamptz NOT NULL,
      key text NOT NULL,
      plays integer NOT NULL,
      PRIMARY KEY (dimension, period, period_start, key)
    )`,
    // A period's most played keys, read from the top down.
    'CREATE INDEX play_counts_ranked_index ON play_counts (dimension, period, period_start, plays DESC, key)',
    // One key's counts over many periods, for the exact totals of a few candidates.
    'CREATE INDEX play_counts_key_index ON play_counts (dimension, key, period, period_start) INCLUDE (plays)',
    `CREATE FUNCTION count_logged_plays() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO play_counts (dimension, period, period_start, key, plays)
      ${countedRowsOf('logged_plays')}
      ON CONFLICT (dimension, period, period_start, key) DO UPDATE SET plays = play_counts.plays + excluded.plays;
      RETURN NULL;
    END $$`,
    // Plays leave with their listener or their track. A deleted track's credits may already be gone, so its
    // plays stay counted for its artists and album, as a re-credit would leave them.
    `CREATE FUNCTION uncount_deleted_plays() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE play_counts SET plays = play_counts.plays - gone.plays
      FROM (${countedRowsOf('deleted_plays')}) gone
      WHERE play_counts.dimension = gone.dimension AND play_counts.period = gone.period
        AND play_counts.period_start = gone.period_start AND play_counts.key = gone.key;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER track_plays_counted AFTER INSERT ON track_plays
      REFERENCING NEW TABLE AS logged_plays FOR EACH STATEMENT EXECUTE FUNCTION count_logged_plays()`,
    `CREATE TRIGGER track_plays_uncounted AFTER DELETE ON track_plays
      REFERENCING OLD TABLE AS deleted_plays FOR EACH STATEMENT EXECUTE FUNCTION uncount_deleted_plays()`,
    COUNT_EVERY_PLAY,
  ],
};
