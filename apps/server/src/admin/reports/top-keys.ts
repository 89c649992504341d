import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { CountedPieces } from './counted-pieces';
import { type CountedDimension, countedRowsWithin, piecesRelation, rawKeyedPlays } from './counted-sql';
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
 * The candidates for the top: each period's `depth` most played keys and the edges', with their exact plays over
 * the whole range, and the most plays any other key can have (the sum of each list's last count, for a list cut
 * short: a key on no list played at most that much in every period).
 */
async function candidatesAt(
  db: Database,
  dimension: CountedDimension,
  range: CountedPieces,
  { month, day }: ListDepths,
) {
  const ranked = sql`ORDER BY counted.plays DESC, length(counted.key), counted.key`;
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
        SELECT listed.key, listed.plays, listed.place = piece.depth AS last FROM piece CROSS JOIN LATERAL (
          SELECT counted.key, counted.plays, row_number() OVER (${ranked}) AS place FROM play_counts counted
          WHERE counted.dimension = ${dimension} AND counted.period = piece.period
            AND counted.period_start = piece.period_start AND counted.plays > 0
          ${ranked} LIMIT piece.depth
        ) listed
        UNION ALL
        (SELECT key, plays, row_number() OVER (ORDER BY plays DESC, length(key), key) = ${day}::int
          FROM raw ORDER BY plays DESC, length(key), key LIMIT ${day}::int)
      ),
      candidate AS (SELECT DISTINCT key FROM listed)
      SELECT candidate.key, (coalesce((
          SELECT sum(counted.plays) FROM piece ${countedRowsWithin(dimension)} WHERE counted.key = candidate.key
        ), 0) + coalesce((SELECT plays FROM raw WHERE raw.key = candidate.key), 0))::int AS plays
      FROM candidate
      UNION ALL
      SELECT NULL, coalesce(sum(plays), 0)::int FROM listed WHERE last`,
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
    const { candidates, threshold } = await candidatesAt(db, dimension, range, depths);
    const top = candidates.filter((row) => row.plays > 0).slice(0, limit);
    const last = top.at(-1);
    if (threshold === 0 || (top.length === limit && last !== undefined && last.plays > threshold)) return top;
  }
  return everyKey(db, dimension, range, limit);
}
