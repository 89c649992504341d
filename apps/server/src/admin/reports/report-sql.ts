import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { ReportRange } from './report-range';

/** `created_at` within `range`, as bound parameters (each driver sends a Date its own way; text is the same). */
export function createdWithin(range: ReportRange, column: SQL = sql`created_at`): SQL {
  return sql`${column} >= ${range.start.toISOString()}::timestamptz AND ${column} < ${range.end.toISOString()}::timestamptz`;
}

/** Runs `query` and checks every row with `row`: both drivers answer `{rows}`, typed only by what we read. */
export async function selectRows<S extends z.ZodType>(
  db: Database,
  query: SQL,
  row: S,
): Promise<z.infer<S>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return z.array(row).parse(result.rows);
}
