import type { ReportShare } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { percentageOf, type ReportRange } from './report-range';
import { createdWithin, selectRows } from './report-sql';

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

/** Devices, browsers, platforms and countries of the range's plays, counted in one pass over the plays. */
export async function reportShares(
  db: Database,
  range: ReportRange,
  totalPlays: number,
): Promise<Record<ShareName, ReportShare[]>> {
  const rows = await selectRows(
    db,
    sql`SELECT CASE WHEN GROUPING(device) = 0 THEN 'device' WHEN GROUPING(browser) = 0 THEN 'browser'
        WHEN GROUPING(platform) = 0 THEN 'platform' ELSE 'country' END AS dimension,
        coalesce(device, browser, platform, country) AS label, count(*)::int AS plays
      FROM track_plays WHERE ${createdWithin(range)}
      GROUP BY GROUPING SETS ((device), (browser), (platform), (country))`,
    shareRow,
  );
  const shares: Record<ShareName, ReportShare[]> = {
    devices: [],
    browsers: [],
    platforms: [],
    countries: [],
  };
  for (const row of rows) {
    const name = COLUMN_OF[row.dimension] as ShareName;
    shares[name].push({
      label: row.label,
      plays: row.plays,
      percentage: percentageOf(row.plays, totalPlays),
    });
  }
  for (const name of Object.keys(shares) as ShareName[]) {
    shares[name] = shares[name]
      .sort((a, b) => b.plays - a.plays || String(a.label).localeCompare(String(b.label)))
      .slice(0, SHARE_LIMITS[name]);
  }
  return shares;
}
