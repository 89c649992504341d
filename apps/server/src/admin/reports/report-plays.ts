import type { ReportBucket, ReportGranularity } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { ReportRange } from './report-range';
import { selectRows } from './report-sql';

const bucketRow = z.object({ start: z.coerce.date(), end: z.coerce.date(), plays: z.number().int() });

/**
 * The plays chart: one point per hour, day, week or month of the admin's wall clock in `range.timezone`, every
 * point present (zero when nothing was played), the first and last cut to the range. Read from the hourly counts
 * (migration 0036), so a year is under nine thousand rows.
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
      ), hours AS (
        -- The range's counted hours, each with the local bucket its first and its last instant fall in.
        SELECT period_start AS hour, plays,
          date_trunc(${unit}, period_start AT TIME ZONE ${zone}) AS first_bucket,
          date_trunc(${unit}, (period_start + interval '1 hour' - interval '1 microsecond') AT TIME ZONE ${zone})
            AS last_bucket,
          period_start >= ${start} AND period_start + interval '1 hour' <= ${end} AS inside
        FROM play_counts
        WHERE dimension = 'all' AND period = 'hour' AND key = ''
          AND period_start > ${start} - interval '1 hour' AND period_start < ${end}
      ), counted AS (
        -- An hour inside one bucket counts whole; one a bucket or the range cuts (a half-hour zone, an edge)
        -- has its plays counted one by one.
        SELECT local_start, sum(plays)::int AS plays FROM (
          SELECT first_bucket AS local_start, plays FROM hours WHERE inside AND first_bucket = last_bucket
          UNION ALL
          SELECT date_trunc(${unit}, play.created_at AT TIME ZONE ${zone}), 1
          FROM hours JOIN track_plays play ON play.created_at >= greatest(hours.hour, ${start})
            AND play.created_at < least(hours.hour + interval '1 hour', ${end})
          WHERE NOT (inside AND first_bucket = last_bucket)
        ) pieces GROUP BY 1
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
