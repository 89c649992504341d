import { type SQL, sql } from 'drizzle-orm';
import type { CREATED_COUNTED_TABLES } from '../../db/migrations/0051_created_counts';

/** A table whose new rows `created_counts` counts per UTC day (migration 0051). */
export type CreatedCountedTable = (typeof CREATED_COUNTED_TABLES)[number];

const DAY_MS = 86_400_000;

const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;

/** Rows of `table` created in [from, to), counted one by one (by its `created_at` index). */
const countedOneByOne = (table: CreatedCountedTable, from: number, to: number) =>
  sql`(SELECT count(*) FROM ${sql.identifier(table)} WHERE created_at >= ${at(from)} AND created_at < ${at(to)})`;

/**
 * Rows of `table` created in [start, end): the whole UTC days from their counts, the partial days at either end
 * (an admin's timezone, a range off midnight) counted one by one.
 */
export function createdWithinRange(table: CreatedCountedTable, start: Date, end: Date): SQL {
  const from = start.getTime();
  const to = end.getTime();
  const firstDay = Math.ceil(from / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(to / DAY_MS) * DAY_MS;
  if (firstDay >= lastDay) return sql`${countedOneByOne(table, from, to)}::int`;
  const parts = [
    sql`(SELECT coalesce(sum(created), 0) FROM created_counts
      WHERE kind = ${table}::text AND day >= ${at(firstDay)} AND day < ${at(lastDay)})`,
  ];
  if (from < firstDay) parts.push(countedOneByOne(table, from, firstDay));
  if (lastDay < to) parts.push(countedOneByOne(table, lastDay, to));
  return sql`(${sql.join(parts, sql` + `)})::int`;
}
