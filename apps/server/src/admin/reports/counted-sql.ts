import { type SQL, sql } from 'drizzle-orm';
import { type CountedPiece, countedPiecesOf, type RawInterval } from './counted-pieces';
import { isSiteScope, playsOfScope, type ReportScope, SITE_SCOPE } from './report-scope';

/** What `play_counts` counts plays by (migration 0036); `all` has the one key `''`. */
export type CountedDimension =
  | 'all'
  | 'track'
  | 'artist'
  | 'album'
  | 'listener'
  | 'device'
  | 'browser'
  | 'platform'
  | 'country';

// Bound as one array literal each (both drivers send text the same way); the values are ours, never the caller's.
const arrayLiteral = (values: string[]) => `{${values.join(',')}}`;

/** The pieces as a relation `piece (period, period_start)`. */
export function piecesRelation(pieces: CountedPiece[]): SQL {
  const periods = arrayLiteral(pieces.map((piece) => piece.period));
  const starts = arrayLiteral(pieces.map((piece) => piece.start.toISOString()));
  return sql`unnest(${periods}::text[], ${starts}::timestamptz[]) AS piece (period, period_start)`;
}

/** The counted rows of `dimension` within the pieces, as `alias` (joined to `piece`). */
export function countedRowsWithin(dimension: CountedDimension, alias = 'counted'): SQL {
  const rows = sql.identifier(alias);
  return sql`JOIN play_counts ${rows} ON ${rows}.dimension = ${dimension}
    AND ${rows}.period = piece.period AND ${rows}.period_start = piece.period_start`;
}

/**
 * One key's counted plays over the pieces, as a scalar: per period, only the pieces' own rows, each found by
 * play_counts_key_index (a year is some forty rows, where joining the pieces would read every day the key was
 * played).
 */
export function keyPlaysWithin(dimension: CountedDimension, pieces: CountedPiece[], key: SQL): SQL {
  const periods = [...new Set(pieces.map((piece) => piece.period))];
  if (periods.length === 0) return sql`0`;
  const each = periods.map((period) => {
    const starts = arrayLiteral(
      pieces.filter((piece) => piece.period === period).map((piece) => piece.start.toISOString()),
    );
    return sql`(SELECT coalesce(sum(counted.plays), 0) FROM play_counts counted
      WHERE counted.dimension = ${dimension} AND counted.key = ${key} AND counted.period = ${period}
        AND counted.period_start = ANY(${starts}::timestamptz[]))`;
  });
  return sql`(${sql.join(each, sql` + `)})`;
}

/** Whether `column` (of a play) falls in one of the raw intervals; false when there are none. */
export function withinRaw(raw: RawInterval[], column: SQL = sql`created_at`): SQL {
  if (raw.length === 0) return sql`false`;
  const each = raw.map(
    (edge) =>
      sql`(${column} >= ${edge.start.toISOString()}::timestamptz AND ${column} < ${edge.end.toISOString()}::timestamptz)`,
  );
  return sql`(${sql.join(each, sql` OR `)})`;
}

/**
 * The plays within raw intervals with their `key` for `dimension`, keyed the way migration 0036 counts them (artists
 * and album by the track's credits as they are now, which differ only for a track re-credited since).
 */
export function rawKeyedPlays(dimension: CountedDimension, raw: RawInterval[]): SQL {
  const within = withinRaw(raw, sql`play.created_at`);
  switch (dimension) {
    case 'artist':
      return sql`SELECT credit.artist_id::text AS key FROM track_plays play
        JOIN artist_track credit ON credit.track_id = play.track_id WHERE ${within}`;
    case 'album':
      return sql`SELECT track.album_id::text AS key FROM track_plays play
        JOIN tracks track ON track.id = play.track_id AND track.album_id IS NOT NULL WHERE ${within}`;
    case 'all':
      return sql`SELECT ''::text AS key FROM track_plays play WHERE ${within}`;
    case 'track':
      return sql`SELECT play.track_id::text AS key FROM track_plays play WHERE ${within}`;
    case 'listener':
      return sql`SELECT coalesce(play.user_id::text, '') AS key FROM track_plays play WHERE ${within}`;
    default:
      return sql`SELECT coalesce(play.${sql.identifier(dimension)}, '') AS key FROM track_plays play WHERE ${within}`;
  }
}

/** The scope's plays in [start, end): whole periods from `play_counts`, the edges counted one by one. */
export function totalPlaysWithin(start: Date, end: Date, scope: ReportScope = SITE_SCOPE): SQL {
  // Hours are counted for the site alone (migration 0036).
  const { pieces, raw } = countedPiecesOf(start, end, isSiteScope(scope) ? 'hour' : 'day');
  // Each period's rows by their starts: joined to the pieces, the planner reads every period's row of `all`.
  const counted = keyPlaysWithin(scope.dimension, pieces, sql`${scope.key}`);
  const uncounted =
    raw.length === 0
      ? sql`0`
      : sql`(SELECT count(*) FROM track_plays WHERE ${withinRaw(raw)} AND ${playsOfScope(scope)})`;
  return sql`(${counted} + ${uncounted})::int`;
}
