import type { AdminReport } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import type { ReportRange } from './report-range';
import { isSiteScope, type ReportScope, SITE_SCOPE } from './report-scope';
import { selectRows } from './report-sql';

/** How long a computed report is served again before it is counted anew. */
export const REPORT_CACHE_MS = 5 * 60_000;

// The site's report keeps its key of old; one item's is prefixed with its dimension and id.
const keyOf = (range: ReportRange, scope: ReportScope) =>
  `${isSiteScope(scope) ? '' : `${scope.dimension}:${scope.key}|`}${range.start.toISOString()}|${range.end.toISOString()}|${range.timezone}`;

/**
 * The report of `range` (and `scope`) computed less than REPORT_CACHE_MS ago, or `compute()`'s, then kept. Kept in the database
 * so every instance behind a load balancer shares it; expired entries are removed as new ones are written.
 */
export async function cachedReport(
  db: Database,
  range: ReportRange,
  now: Date,
  compute: () => Promise<AdminReport>,
  scope: ReportScope = SITE_SCOPE,
): Promise<AdminReport> {
  const key = keyOf(range, scope);
  const [hit] = await selectRows(
    db,
    sql`SELECT report FROM admin_report_cache WHERE key = ${key} AND expires_at > ${now.toISOString()}::timestamptz`,
    z.object({ report: z.unknown() }),
  );
  // Written by this server from a report it answered; read back as the same shape.
  if (hit) return hit.report as AdminReport;
  const report = await compute();
  const expires = new Date(now.getTime() + REPORT_CACHE_MS).toISOString();
  await db.execute(
    sql`WITH expired AS (DELETE FROM admin_report_cache WHERE expires_at <= ${now.toISOString()}::timestamptz)
      INSERT INTO admin_report_cache (key, report, expires_at)
      VALUES (${key}, ${JSON.stringify(report)}::jsonb, ${expires}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET report = excluded.report, expires_at = excluded.expires_at`,
  );
  return report;
}
