import { REPORT_KPI_NAMES, type ReportKpi, type ReportKpiName } from '@tonearm/client/contract';
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { totalPlaysWithin } from './counted-sql';
import { type CreatedCountedTable, createdWithinRange } from './created-sql';
import { percentageChange, previousRange, type ReportRange } from './report-range';
import { isSiteScope, type ReportScope, SITE_SCOPE } from './report-scope';
import { selectRows } from './report-sql';

// What each card counts: rows of a table created in the range, from their daily counts (migration 0051); plays
// come from their own counts (migration 0036).
const COUNTED_TABLES: Record<Exclude<ReportKpiName, 'plays'>, CreatedCountedTable> = {
  new_users: 'users',
  new_tracks: 'tracks',
  new_artists: 'artists',
  new_albums: 'albums',
};

function countWithin(name: ReportKpiName, range: ReportRange, scope: ReportScope): SQL {
  if (name === 'plays') return totalPlaysWithin(range.start, range.end, scope);
  return createdWithinRange(COUNTED_TABLES[name], range.start, range.end);
}

/**
 * The KPI cards: each count in the range beside the count in the period of the same length just before. One
 * item's insights have the plays card alone: new users or artists are not any track's.
 */
export async function reportKpis(
  db: Database,
  range: ReportRange,
  scope: ReportScope = SITE_SCOPE,
): Promise<ReportKpi[]> {
  const before = previousRange(range);
  const names = isSiteScope(scope) ? REPORT_KPI_NAMES : (['plays'] as const);
  const columns = names.flatMap((name) => [
    sql`${countWithin(name, range, scope)} AS ${sql.identifier(`${name}_current`)}`,
    sql`${countWithin(name, before, scope)} AS ${sql.identifier(`${name}_previous`)}`,
  ]);
  const [counts] = await selectRows(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)}`,
    z.record(z.string(), z.number().int()),
  );
  return names.map((name) => {
    const current = counts?.[`${name}_current`] ?? 0;
    const previous = counts?.[`${name}_previous`] ?? 0;
    return { name, current, previous, change: percentageChange(current, previous) };
  });
}
