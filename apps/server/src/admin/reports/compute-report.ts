import type { AdminReport } from '@tonearm/client/contract';
import type { Database } from '../../db/connect';
import { reportKpis } from './report-kpis';
import { reportPlays } from './report-plays';
import { granularityOf, type ReportRange } from './report-range';
import { isSiteScope, type ReportScope, SITE_SCOPE } from './report-scope';
import { reportShares } from './report-shares';
import { reportListeners, reportTopItems, scopedTopTracks } from './report-top';

/**
 * Everything the admin dashboard shows for one range, aggregated in SQL; for one track, album or artist (its
 * insights), the same report of its plays, whose top lists are its tracks (a track's is itself) and listeners.
 */
export async function computeReport(
  db: Database,
  range: ReportRange,
  scope: ReportScope = SITE_SCOPE,
): Promise<AdminReport> {
  const granularity = granularityOf(range);
  const topItems = async () => {
    if (isSiteScope(scope)) return reportTopItems(db, range);
    return { tracks: await scopedTopTracks(db, range, scope), artists: [], albums: [] };
  };
  // PGlite runs one statement at a time; on PostgreSQL the pool runs these side by side.
  const [kpis, buckets, top, listeners, shares] = await Promise.all([
    reportKpis(db, range, scope),
    reportPlays(db, range, granularity, scope),
    topItems(),
    reportListeners(db, range, scope),
    reportShares(db, range, scope),
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
