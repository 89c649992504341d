import type { ReportBucket, ReportGranularity } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { ReportRange } from './report-range';
import { createdWithin, selectRows } from './report-sql';

const bucketRow = z.object({ start: z.coerce.date(), end: z.coerce.date(), plays: z.number().int() });

/**
 * The plays chart: one point per hour, day, week or month of the admin's wall clock in `range.timezone`, every
 * point present (zero when nothing was played), the first and last cut to the range.
 */
export async function reportPlays(
  db: Database,
  range: ReportRange,
  granularity: ReportGranularity,
): Promise<ReportBucket[]> {
  // Buckets are counted on local wall-clock time, so a day is a local day even across a DST change.
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`interval '1 ${granularity}'`);
  const zone = sql`${range.timezone}::text`;
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const rows = await selectRows(
    db,
    sql`WITH buckets AS (
        SELECT local_start FROM generate_series(
          date_trunc(${unit}, ${start} AT TIME ZONE ${zone}),
          (${end} AT TIME ZONE ${zone}) - interval '1 microsecond',
          ${step}
        ) AS local_start
      ), counted AS (
        SELECT date_trunc(${unit}, created_at AT TIME ZONE ${zone}) AS local_start, count(*)::int AS plays
        FROM track_plays WHERE ${createdWithin(range)} GROUP BY 1
      )
      SELECT greatest(b.local_start AT TIME ZONE ${zone}, ${start}) AS start,
        least((b.local_start + ${step}) AT TIME ZONE ${zone}, ${end}) AS end,
        coalesce(c.plays, 0) AS plays
      FROM buckets b LEFT JOIN counted c USING (local_start)
      ORDER BY b.local_start`,
    bucketRow,
  );
  // A local hour that a spring DST change skips has no length; it cannot hold a play.
  return rows
    .filter((row) => row.start < row.end)
    .map((row) => ({ start: row.start.toISOString(), end: row.end.toISOString(), value: row.plays }));
}
