import type { AdminReport } from '@tonearm/client/contract';
import type { Database } from '../../db/connect';
import { reportKpis } from './report-kpis';
import { reportPlays } from './report-plays';
import { granularityOf, type ReportRange } from './report-range';
import { reportShares } from './report-shares';
import { reportListeners, reportTopItems } from './report-top';

/** Everything the admin dashboard shows for one range, aggregated in SQL. */
export async function computeReport(db: Database, range: ReportRange): Promise<AdminReport> {
  const granularity = granularityOf(range);
  // PGlite runs one statement at a time; on PostgreSQL the pool runs these side by side.
  const [kpis, buckets, top, listeners, shares] = await Promise.all([
    reportKpis(db, range),
    reportPlays(db, range, granularity),
    reportTopItems(db, range),
    reportListeners(db, range),
    reportShares(db, range),
  ]);
  const total = kpis.find((kpi) => kpi.name === 'plays')?.current ?? 0;
  return {
    range: {
      start: range.start.toISOString(),
      end: range.end.toISOString(),
      timezone: range.timezone,
      granularity,
    },
    kpis,
    plays: { total, buckets },
    ...top,
    listeners,
    ...shares,
  };
}
