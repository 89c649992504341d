import type { SQL } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';

/** Runs `query` and checks every row with `row`: both drivers answer `{rows}`, typed only by what we read. */
export async function selectRows<S extends z.ZodType>(
  db: Database,
  query: SQL,
  row: S,
): Promise<z.infer<S>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return z.array(row).parse(result.rows);
}
