import type { ReportBucket, ReportGranularity } from '@tonearm/client/contract';
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { ReportRange } from './report-range';
import { isSiteScope, playsOfScope, type ReportScope, SITE_SCOPE } from './report-scope';
import { selectRows } from './report-sql';

const bucketRow = z.object({ start: z.coerce.date(), end: z.coerce.date(), plays: z.number().int() });

/**
 * The scope's plays chart: one point per hour, day, week or month of the admin's wall clock in `range.timezone`, every
 * point present (zero when nothing was played), the first and last cut to the range. Each point is read from the
 * counts (migration 0036) as its whole UTC days, the whole hours at its ends and, where a zone or the range cuts
 * an hour, the plays of that part hour one by one: a year's weekly chart reads about four hundred counted rows.
 */
export async function reportPlays(
  db: Database,
  range: ReportRange,
  granularity: ReportGranularity,
  scope: ReportScope = SITE_SCOPE,
): Promise<ReportBucket[]> {
  // Buckets are counted on local wall-clock time, so a day is a local day even across a DST change.
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`interval '1 ${granularity}'`);
  const zone = sql`${range.timezone}::text`;
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const counted = (period: 'hour' | 'day', from: SQL, to: SQL) =>
    sql`(SELECT coalesce(sum(plays), 0) FROM play_counts WHERE dimension = ${scope.dimension}
      AND period = ${period} AND key = ${scope.key} AND period_start >= ${from} AND period_start < ${to})`;
  const played = (from: SQL, to: SQL) =>
    sql`(SELECT count(*) FROM track_plays
      WHERE created_at >= ${from} AND created_at < ${to} AND ${playsOfScope(scope)})`;
  // Hours are counted for the site alone: one item's hours at a bucket's ends are its plays one by one.
  const hours = (from: SQL, to: SQL) => (isSiteScope(scope) ? counted('hour', from, to) : played(from, to));
  const rows = await selectRows(
    db,
    sql`WITH buckets AS (
        SELECT local_start, greatest(local_start AT TIME ZONE ${zone}, ${start}) AS first,
          least((local_start + ${step}) AT TIME ZONE ${zone}, ${end}) AS last
        FROM generate_series(
          date_trunc(${unit}, ${start} AT TIME ZONE ${zone}),
          (${end} AT TIME ZONE ${zone}) - interval '1 microsecond',
          ${step}
        ) AS local_start
      ), whole AS (
        -- The first and last whole UTC hour and day boundaries within each bucket (24 hours, not '1 day', which
        -- would follow the session's timezone).
        SELECT local_start, first, last,
          date_trunc('hour', first - interval '1 microsecond', 'UTC') + interval '1 hour' AS hour_from,
          date_trunc('hour', last, 'UTC') AS hour_to,
          date_trunc('day', first - interval '1 microsecond', 'UTC') + interval '24 hours' AS day_from,
          date_trunc('day', last, 'UTC') AS day_to
        FROM buckets
      ), parts AS (
        -- Plays at [first, hours_from) and [hours_to, last) one by one, whole hours up to the whole days
        -- [days_from, days_to); a bucket with no whole hour (or day) is left to the finer parts.
        SELECT local_start, first, last, hours_from, hours_to,
          CASE WHEN day_from < day_to THEN day_from ELSE hours_from END AS days_from,
          CASE WHEN day_from < day_to THEN day_to ELSE hours_from END AS days_to
        FROM (
          SELECT *, CASE WHEN hour_from < hour_to THEN hour_from ELSE first END AS hours_from,
            CASE WHEN hour_from < hour_to THEN hour_to ELSE first END AS hours_to
          FROM whole
        ) hours
      )
      SELECT first AS start, last AS end, (
          ${counted('day', sql`days_from`, sql`days_to`)}
          + ${hours(sql`hours_from`, sql`days_from`)} + ${hours(sql`days_to`, sql`hours_to`)}
          + ${played(sql`first`, sql`hours_from`)} + ${played(sql`hours_to`, sql`last`)}
        )::int AS plays
      FROM parts WHERE first < last
      ORDER BY local_start`,
    bucketRow,
  );
  return rows.map((row) => ({
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    value: row.plays,
  }));
}
