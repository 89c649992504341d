import type { ReportShare } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { countedPiecesOf } from './counted-pieces';
import { piecesRelation, withinRaw } from './counted-sql';
import { percentageOf, type ReportRange } from './report-range';
import { isSiteScope, playsOfScope, type ReportScope, SITE_SCOPE } from './report-scope';
import { selectRows } from './report-sql';

/** How many slices each share keeps, most plays first (operator-area reference §3). */
export const SHARE_LIMITS = { devices: 5, browsers: 8, platforms: 5, countries: 10 } as const;
type ShareName = keyof typeof SHARE_LIMITS;

const COLUMN_OF: Record<string, ShareName> = {
  device: 'devices',
  browser: 'browsers',
  platform: 'platforms',
  country: 'countries',
};

const shareRow = z.object({
  dimension: z.enum(['device', 'browser', 'platform', 'country']),
  label: z.string().nullable(),
  plays: z.number().int(),
});

/**
 * Devices, browsers, platforms and countries of the scope's plays in the range: whole days and months from their counts
 * (migration 0036), the partial days at either end from the plays themselves. Every play has one label in each
 * dimension (`null` when unknown), so a dimension's plays add up to all the range's plays: its percentages need
 * no other count, and the shares are read beside the rest of the report.
 */
export async function reportShares(
  db: Database,
  range: ReportRange,
  scope: ReportScope = SITE_SCOPE,
): Promise<Record<ShareName, ReportShare[]>> {
  // The counts hold each dimension alone, not per track and device together: one item's shares are read from its
  // own plays, by the `(track_id, created_at)` index.
  const { pieces, raw } = isSiteScope(scope)
    ? countedPiecesOf(range.start, range.end, 'day')
    : { pieces: [], raw: [{ start: range.start, end: range.end }] };
  const counted =
    pieces.length === 0
      ? sql``
      : sql`SELECT counted.dimension, counted.key, counted.plays FROM ${piecesRelation(pieces)}
          JOIN play_counts counted ON counted.period = piece.period AND counted.period_start = piece.period_start
            AND counted.dimension IN ('device', 'browser', 'platform', 'country')
          UNION ALL`;
  // The edges' plays in one pass, each grouped by every dimension.
  const rows = await selectRows(
    db,
    sql`SELECT dimension, nullif(key, '') AS label, sum(plays)::int AS plays FROM (
        ${counted}
        SELECT CASE WHEN GROUPING(device) = 0 THEN 'device' WHEN GROUPING(browser) = 0 THEN 'browser'
          WHEN GROUPING(platform) = 0 THEN 'platform' ELSE 'country' END,
          coalesce(device, browser, platform, country, ''), count(*)::int
        FROM track_plays WHERE ${withinRaw(raw)} AND ${playsOfScope(scope)}
        GROUP BY GROUPING SETS ((device), (browser), (platform), (country))
      ) shares (dimension, key, plays)
      GROUP BY 1, 2 HAVING sum(plays) > 0`,
    shareRow,
  );
  const shares: Record<ShareName, ReportShare[]> = {
    devices: [],
    browsers: [],
    platforms: [],
    countries: [],
  };
  const totals = new Map<ShareName, number>();
  for (const row of rows) {
    const name = COLUMN_OF[row.dimension] as ShareName;
    totals.set(name, (totals.get(name) ?? 0) + row.plays);
  }
  for (const row of rows) {
    const name = COLUMN_OF[row.dimension] as ShareName;
    shares[name].push({
      label: row.label,
      plays: row.plays,
      percentage: percentageOf(row.plays, totals.get(name) ?? 0),
    });
  }
  for (const name of Object.keys(shares) as ShareName[]) {
    shares[name] = shares[name]
      .sort((a, b) => b.plays - a.plays || String(a.label).localeCompare(String(b.label)))
      .slice(0, SHARE_LIMITS[name]);
  }
  return shares;
}
