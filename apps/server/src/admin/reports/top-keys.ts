import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { CountedPieces } from './counted-pieces';
import {
  type CountedDimension,
  countedRowsWithin,
  keyPlaysWithin,
  piecesRelation,
  rawKeyedPlays,
} from './counted-sql';
import { selectRows } from './report-sql';

/** A key of a dimension and its plays in the range. */
export interface KeyedPlays {
  key: string;
  plays: number;
}

const keyedRow = z.object({ key: z.string(), plays: z.number().int() });
// The row without a key carries the threshold.
const candidateRow = z.object({ key: z.string().nullable(), plays: z.number().int() });

/** How far down each period's list the candidates are read: a day's list is short, its counts low. */
interface ListDepths {
  month: number;
  day: number;
}

/** Past this many keys per period, the exact count of every key is cheaper than narrowing further. */
const WIDEST_CANDIDATE_LIST = 1024;

// Most plays first, then keys in the order SQL gives them (`length(key), key`): ids by number, guests ('') first.
const byPlays = (a: KeyedPlays, b: KeyedPlays) =>
  b.plays - a.plays || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The candidates for the top: each period's `depth` most played keys and the edges', and the most plays any other
 * key can have (the sum of each list's last count, for a list cut short: a key on no list played at most that much
 * in every period). Only the candidates that can still reach the top `limit` are counted exactly: a candidate's
 * listed and raw plays are a lower bound, and adding the last count of each cut list it is missing from gives an
 * upper bound; one whose upper bound is under the `limit`th lower bound is left out.
 */
async function candidatesAt(
  db: Database,
  dimension: CountedDimension,
  range: CountedPieces,
  { month, day }: ListDepths,
  limit: number,
) {
  // The order of play_counts_ranked_index, so each list is read off the index with no sort; how ties at a list's
  // end are cut does not matter, since a key left off played no more than the list's last count.
  const ranked = sql`ORDER BY counted.plays DESC, counted.key`;
  const rows = await selectRows(
    db,
    sql`WITH piece AS MATERIALIZED (
        SELECT period, period_start, CASE period WHEN 'month' THEN ${month}::int ELSE ${day}::int END AS depth
        FROM ${piecesRelation(range.pieces)}
      ),
      raw AS MATERIALIZED (
        SELECT key, count(*)::int AS plays FROM (${rawKeyedPlays(dimension, range.raw)}) keyed GROUP BY key
      ),
      listed AS MATERIALIZED (
        SELECT piece.period, piece.period_start, listed.key, listed.plays, listed.place = piece.depth AS last
        FROM piece CROSS JOIN LATERAL (
          SELECT counted.key, counted.plays, row_number() OVER (${ranked}) AS place FROM play_counts counted
          WHERE counted.dimension = ${dimension} AND counted.period = piece.period
            AND counted.period_start = piece.period_start AND counted.plays > 0
          ${ranked} LIMIT piece.depth
        ) listed
      ),
      raw_listed AS MATERIALIZED (
        SELECT key, plays, row_number() OVER (ORDER BY plays DESC, key) = ${day}::int AS last
        FROM raw ORDER BY plays DESC, key LIMIT ${day}::int
      ),
      cut AS MATERIALIZED (SELECT period, period_start, plays FROM listed WHERE last),
      bound AS MATERIALIZED (
        SELECT candidate.key, candidate.plays + coalesce(raw.plays, 0) AS lower,
          candidate.plays + coalesce(raw.plays, 0) + (SELECT coalesce(sum(plays), 0) FROM cut) - candidate.cut_plays
            AS upper
        FROM (
          SELECT key, sum(plays) AS plays, sum(cut_plays) AS cut_plays FROM (
            SELECT listed.key, listed.plays, coalesce(cut.plays, 0) AS cut_plays FROM listed
            LEFT JOIN cut ON cut.period = listed.period AND cut.period_start = listed.period_start
            UNION ALL
            SELECT key, 0, 0 FROM raw_listed
          ) each_list GROUP BY key
        ) candidate LEFT JOIN raw ON raw.key = candidate.key
      ),
      survivor AS MATERIALIZED (
        SELECT key FROM bound WHERE upper >= coalesce(
          (SELECT lower FROM bound ORDER BY lower DESC OFFSET ${limit - 1}::int LIMIT 1), 0)
      )
      SELECT survivor.key, (${keyPlaysWithin(dimension, range.pieces, sql`survivor.key`)} + coalesce(raw.plays, 0))::int
        AS plays
      FROM survivor
      LEFT JOIN raw ON raw.key = survivor.key
      UNION ALL
      SELECT NULL, ((SELECT coalesce(sum(plays), 0) FROM cut)
        + (SELECT coalesce(sum(plays), 0) FROM raw_listed WHERE last))::int`,
    candidateRow,
  );
  const threshold = rows.find((row) => row.key === null)?.plays ?? 0;
  const candidates = rows.flatMap((row) => (row.key === null ? [] : [{ key: row.key, plays: row.plays }]));
  return { candidates: candidates.sort(byPlays), threshold };
}

/** Every key's plays over the range, counted whole: the answer when the lists are too flat to narrow. */
async function everyKey(db: Database, dimension: CountedDimension, range: CountedPieces, limit: number) {
  const rows = await selectRows(
    db,
    sql`SELECT key, sum(plays)::int AS plays FROM (
        SELECT counted.key, counted.plays FROM ${piecesRelation(range.pieces)} ${countedRowsWithin(dimension)}
        UNION ALL
        SELECT key, 1 FROM (${rawKeyedPlays(dimension, range.raw)}) keyed
      ) keyed GROUP BY key HAVING sum(plays) > 0 ORDER BY 2 DESC, length(key), key LIMIT ${limit}`,
    keyedRow,
  );
  return rows;
}

/**
 * The `limit` most played keys of `dimension` over the range, exactly, without counting every key: each period's
 * own top lists name the candidates, whose plays are then summed, and the answer stands once the last of them
 * played more than any key on no list can have (Fagin's threshold algorithm). Lists are read deeper until it
 * does; listening is skewed enough that the first depth almost always does.
 */
export async function topKeys(
  db: Database,
  dimension: CountedDimension,
  range: CountedPieces,
  limit: number,
  firstDepth = limit * 2,
  dayShare = 8,
): Promise<KeyedPlays[]> {
  for (let depth = firstDepth; depth <= WIDEST_CANDIDATE_LIST; depth *= 2) {
    // A day holds a thirtieth of a month's plays: its list is read an eighth as deep, so days add few candidates.
    const depths = { month: depth, day: Math.max(1, Math.ceil(depth / dayShare)) };
    const { candidates, threshold } = await candidatesAt(db, dimension, range, depths, limit);
    const top = candidates.filter((row) => row.plays > 0).slice(0, limit);
    const last = top.at(-1);
    if (threshold === 0 || (top.length === limit && last !== undefined && last.plays > threshold)) return top;
  }
  return everyKey(db, dimension, range, limit);
}
