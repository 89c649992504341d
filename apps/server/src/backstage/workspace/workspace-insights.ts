import type { AdminReport, ReportBucket, ReportShare } from '@tonearm/client/contract';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { countedPiecesOf } from '../../admin/reports/counted-pieces';
import { countedRowsWithin, piecesRelation, withinRaw } from '../../admin/reports/counted-sql';
import { granularityOf, percentageOf, type ReportRange } from '../../admin/reports/report-range';
import { SHARE_LIMITS } from '../../admin/reports/report-shares';
import { selectRows } from '../../admin/reports/report-sql';
import { namedListeners, TOP_LIST_SIZE } from '../../admin/reports/report-top';
import type { Database } from '../../db/connect';
import { albums, artists, artistTrack, tracks } from '../../db/schema';

// Bound as one array literal (both drivers send text the same way); the ids are the server's own.
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const keyArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::text[]`;

const keyedRow = z.object({ key: z.string(), plays: z.number().int() });

/**
 * Each track's plays over the range, from the per-track day and month counts the admin reports keep (migration
 * 0036), with the partial days at either end counted play by play.
 */
async function playsPerTrack(db: Database, trackIds: readonly number[], range: ReportRange) {
  const { pieces, raw } = countedPiecesOf(range.start, range.end, 'day');
  const rows = await selectRows(
    db,
    sql`SELECT key, sum(plays)::int AS plays FROM (
        SELECT counted.key, counted.plays FROM ${piecesRelation(pieces)} ${countedRowsWithin('track')}
        WHERE counted.key = ANY(${keyArray(trackIds)})
        UNION ALL
        SELECT play.track_id::text, 1 FROM track_plays play
        WHERE play.track_id = ANY(${idArray(trackIds)}) AND ${withinRaw(raw, sql`play.created_at`)}
      ) keyed GROUP BY key HAVING sum(plays) > 0 ORDER BY 2 DESC, length(key), key`,
    keyedRow,
  );
  return rows.map((row) => ({ id: Number(row.key), plays: row.plays }));
}

/** The item's plays within the range, read through the `(track_id, created_at)` index. */
const playsWithin = (trackIds: readonly number[], range: ReportRange): SQL =>
  sql`play.track_id = ANY(${idArray(trackIds)}) AND play.created_at >= ${range.start.toISOString()}::timestamptz
    AND play.created_at < ${range.end.toISOString()}::timestamptz`;

const bucketRow = z.object({ start: z.coerce.date(), end: z.coerce.date(), plays: z.number().int() });

/** The plays chart, every bucket of the viewer's wall clock present, as the admin dashboard's. */
async function playsOverTime(db: Database, trackIds: readonly number[], range: ReportRange) {
  const granularity = granularityOf(range);
  const unit = sql.raw(`'${granularity}'`);
  const step = sql.raw(`interval '1 ${granularity}'`);
  const zone = sql`${range.timezone}::text`;
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const rows = await selectRows(
    db,
    sql`WITH buckets AS (
        SELECT local_start FROM generate_series(
          date_trunc(${unit}, ${start} AT TIME ZONE ${zone}),
          (${end} AT TIME ZONE ${zone}) - interval '1 microsecond',
          ${step}
        ) AS local_start
      ), counted AS (
        SELECT date_trunc(${unit}, play.created_at AT TIME ZONE ${zone}) AS local_start, count(*)::int AS plays
        FROM track_plays play WHERE ${playsWithin(trackIds, range)} GROUP BY 1
      )
      SELECT greatest(b.local_start AT TIME ZONE ${zone}, ${start}) AS start,
        least((b.local_start + ${step}) AT TIME ZONE ${zone}, ${end}) AS end,
        coalesce(c.plays, 0) AS plays
      FROM buckets b LEFT JOIN counted c USING (local_start)
      ORDER BY b.local_start`,
    bucketRow,
  );
  const buckets: ReportBucket[] = rows
    .filter((row) => row.start < row.end)
    .map((row) => ({ start: row.start.toISOString(), end: row.end.toISOString(), value: row.plays }));
  return { granularity, buckets };
}

const listenerRow = z.object({ user_id: z.number().int().nullable(), plays: z.number().int() });

/** Who played the item most; every guest's plays make one row with no id. */
async function topListeners(db: Database, trackIds: readonly number[], range: ReportRange) {
  const ranked = await selectRows(
    db,
    sql`SELECT play.user_id, count(*)::int AS plays FROM track_plays play WHERE ${playsWithin(trackIds, range)}
      GROUP BY 1 ORDER BY 2 DESC, 1 NULLS FIRST LIMIT ${TOP_LIST_SIZE}`,
    listenerRow,
  );
  return namedListeners(db, ranked);
}

const shareRow = z.object({
  dimension: z.enum(['devices', 'browsers', 'platforms', 'countries']),
  label: z.string().nullable(),
  plays: z.number().int(),
});
type ShareName = keyof typeof SHARE_LIMITS;

/** Devices, browsers, platforms and countries of the item's plays, in one pass. */
async function shares(db: Database, trackIds: readonly number[], range: ReportRange) {
  const rows = await selectRows(
    db,
    sql`SELECT CASE WHEN GROUPING(device) = 0 THEN 'devices' WHEN GROUPING(browser) = 0 THEN 'browsers'
        WHEN GROUPING(platform) = 0 THEN 'platforms' ELSE 'countries' END AS dimension,
        coalesce(device, browser, platform, country) AS label, count(*)::int AS plays
      FROM track_plays play WHERE ${playsWithin(trackIds, range)}
      GROUP BY GROUPING SETS ((device), (browser), (platform), (country))`,
    shareRow,
  );
  const result: Record<ShareName, ReportShare[]> = {
    devices: [],
    browsers: [],
    platforms: [],
    countries: [],
  };
  const totals = new Map<ShareName, number>();
  for (const row of rows) totals.set(row.dimension, (totals.get(row.dimension) ?? 0) + row.plays);
  for (const row of rows) {
    result[row.dimension].push({
      label: row.label,
      plays: row.plays,
      percentage: percentageOf(row.plays, totals.get(row.dimension) ?? 0),
    });
  }
  for (const name of Object.keys(result) as ShareName[]) {
    result[name] = result[name]
      .sort((a, b) => b.plays - a.plays || String(a.label).localeCompare(String(b.label)))
      .slice(0, SHARE_LIMITS[name]);
  }
  return result;
}

/** The top tracks with the names, artwork and artists their rows show. */
async function topTracks(db: Database, ranked: { id: number; plays: number }[]) {
  const top = ranked.slice(0, TOP_LIST_SIZE);
  if (top.length === 0) return [];
  const ids = top.map((row) => row.id);
  const [rows, credits] = await Promise.all([
    db
      .select({
        id: tracks.id,
        name: tracks.name,
        image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
      })
      .from(tracks)
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(inArray(tracks.id, ids)),
    db
      .select({ track: artistTrack.track_id, id: artists.id, name: artists.name })
      .from(artistTrack)
      .innerJoin(artists, eq(artists.id, artistTrack.artist_id))
      .where(inArray(artistTrack.track_id, ids))
      .orderBy(asc(artistTrack.position), asc(artists.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return top.flatMap(({ id, plays }) => {
    const row = byId.get(id);
    if (!row) return [];
    const credited = credits
      .filter((credit) => credit.track === id)
      .map(({ id: artistId, name }) => ({ id: artistId, name }));
    return [{ id, name: row.name, image: row.image, artists: credited, plays }];
  });
}

/**
 * An item's insights over `trackIds` (the track, an album's or an artist's tracks), in the admin report's shape:
 * totals and top tracks from the counts the admin reports keep; the chart, listeners and shares from the item's
 * own plays, since the counts are kept per dimension, not per track and dimension together.
 */
export async function itemInsights(
  db: Database,
  trackIds: readonly number[],
  range: ReportRange,
): Promise<AdminReport> {
  const ids = trackIds.length > 0 ? trackIds : [0];
  const [perTrack, chart, listeners, split] = await Promise.all([
    playsPerTrack(db, ids, range),
    playsOverTime(db, ids, range),
    topListeners(db, ids, range),
    shares(db, ids, range),
  ]);
  return {
    range: {
      start: range.start.toISOString(),
      end: range.end.toISOString(),
      timezone: range.timezone,
      granularity: chart.granularity,
    },
    kpis: [],
    plays: { total: perTrack.reduce((sum, row) => sum + row.plays, 0), buckets: chart.buckets },
    tracks: await topTracks(db, perTrack),
    artists: [],
    albums: [],
    listeners,
    ...split,
  };
}
