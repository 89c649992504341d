import type { ReportListener, ReportTopItem } from '@tonearm/client/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import { displayName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { albums, artistAlbum, artists, artistTrack, tracks, users } from '../../db/schema';
import { countedPiecesOf } from './counted-pieces';
import { countedRowsWithin, piecesRelation, withinRaw } from './counted-sql';
import type { ReportRange } from './report-range';
import { isSiteScope, playsOfScope, type ReportScope, SITE_SCOPE } from './report-scope';
import { selectRows } from './report-sql';
import { topKeys } from './top-keys';

/** How many rows each top list holds. */
export const TOP_LIST_SIZE = 30;

/** The range as counted pieces for the top lists, which are counted per day and month. */
const topPiecesOf = (range: ReportRange) => countedPiecesOf(range.start, range.end, 'day');

/** The most played ids of a dimension whose keys are ids. */
async function rankedIds(db: Database, dimension: 'track' | 'artist' | 'album', range: ReportRange) {
  const top = await topKeys(db, dimension, topPiecesOf(range), TOP_LIST_SIZE);
  return top.map((row) => ({ id: Number(row.key), plays: row.plays }));
}

/** The artists of tracks or albums, in their credited order. */
async function creditedArtists(db: Database, kind: 'track' | 'album', ids: number[]) {
  const credits = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return credits;
  const link = kind === 'track' ? artistTrack : artistAlbum;
  const owner = kind === 'track' ? artistTrack.track_id : artistAlbum.album_id;
  const rows = await db
    .select({ owner, id: artists.id, name: artists.name })
    .from(link)
    .innerJoin(artists, eq(artists.id, link.artist_id))
    .where(inArray(owner, ids))
    .orderBy(asc(link.position), asc(artists.id));
  for (const row of rows)
    credits.set(row.owner, [...(credits.get(row.owner) ?? []), { id: row.id, name: row.name }]);
  return credits;
}

type Details = { name: string; image: string | null };

/** Ranked ids with the names, images and artists their rows show; ids deleted meanwhile are left out. */
function withDetails(
  ranked: { id: number; plays: number }[],
  details: Map<number, Details>,
  credits: Map<number, { id: number; name: string }[]>,
): ReportTopItem[] {
  return ranked.flatMap(({ id, plays }) => {
    const detail = details.get(id);
    return detail ? [{ id, ...detail, artists: credits.get(id) ?? [], plays }] : [];
  });
}

const ids = (list: { id: number }[]) => list.map((row) => row.id);
const byId = (rows: ({ id: number } & Details)[]) => new Map(rows.map((row) => [row.id, row]));

/** Ranked tracks with their names, artwork (else their album's) and artists. */
async function namedTracks(db: Database, ranked: { id: number; plays: number }[]): Promise<ReportTopItem[]> {
  if (ranked.length === 0) return [];
  const [rows, credits] = await Promise.all([
    db
      .select({
        id: tracks.id,
        name: tracks.name,
        image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
      })
      .from(tracks)
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(inArray(tracks.id, ids(ranked))),
    creditedArtists(db, 'track', ids(ranked)),
  ]);
  return withDetails(ranked, byId(rows), credits);
}

/** The most played tracks, artists and albums of the range, 30 each, from their counts (migration 0036). */
export async function reportTopItems(db: Database, range: ReportRange) {
  const [rankedTracks, rankedArtists, rankedAlbums] = await Promise.all([
    rankedIds(db, 'track', range),
    rankedIds(db, 'artist', range),
    rankedIds(db, 'album', range),
  ]);
  const ranked = { tracks: rankedTracks, artists: rankedArtists, albums: rankedAlbums };
  const [namedTrackList, artistRows, albumRows, albumCredits] = await Promise.all([
    namedTracks(db, ranked.tracks),
    ranked.artists.length === 0
      ? []
      : db
          .select({ id: artists.id, name: artists.name, image: artists.image })
          .from(artists)
          .where(inArray(artists.id, ids(ranked.artists))),
    ranked.albums.length === 0
      ? []
      : db
          .select({ id: albums.id, name: albums.name, image: albums.image })
          .from(albums)
          .where(inArray(albums.id, ids(ranked.albums))),
    creditedArtists(db, 'album', ids(ranked.albums)),
  ]);
  return {
    tracks: namedTrackList,
    artists: withDetails(ranked.artists, byId(artistRows), new Map()),
    albums: withDetails(ranked.albums, byId(albumRows), albumCredits),
  };
}

/**
 * Listeners ranked by plays, named: each user's display name and picture, guests' plays as one unnamed row. A
 * listener deleted since is left out.
 */
export async function namedListeners(
  db: Database,
  ranked: { user_id: number | null; plays: number }[],
): Promise<ReportListener[]> {
  const userIds = ranked.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
  const people =
    userIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            first_name: users.first_name,
            last_name: users.last_name,
            email: users.email,
            image: users.image,
          })
          .from(users)
          .where(inArray(users.id, userIds));
  const byId = new Map(people.map((person) => [person.id, person]));
  return ranked.flatMap(({ user_id, plays }): ReportListener[] => {
    if (user_id === null) return [{ id: null, name: null, image: null, plays }];
    const person = byId.get(user_id);
    return person ? [{ id: person.id, name: displayName(person), image: person.image, plays }] : [];
  });
}

/** The listeners who played most in the range; every guest's plays make one row with no id. */
export async function reportListeners(
  db: Database,
  range: ReportRange,
  scope: ReportScope = SITE_SCOPE,
): Promise<ReportListener[]> {
  if (!isSiteScope(scope)) return namedListeners(db, await scopedListeners(db, range, scope));
  // One person's plays are bounded by the hours they listen, so listeners' lists are flatter than tracks': read
  // them deeper from the start rather than find the first depth too shallow.
  const top = await topKeys(db, 'listener', topPiecesOf(range), TOP_LIST_SIZE, TOP_LIST_SIZE * 4);
  const ranked = top.map((row) => ({ user_id: row.key === '' ? null : Number(row.key), plays: row.plays }));
  return namedListeners(db, ranked);
}

const listenerRow = z.object({ user_id: z.number().int().nullable(), plays: z.number().int() });

/** Who played a scope's tracks most, from its own plays (the counts hold listeners alone, not per track). */
function scopedListeners(db: Database, range: ReportRange, scope: ReportScope) {
  return selectRows(
    db,
    sql`SELECT user_id, count(*)::int AS plays FROM track_plays
      WHERE ${playsOfScope(scope)} AND ${withinRaw([range])}
      GROUP BY 1 ORDER BY 2 DESC, 1 NULLS FIRST LIMIT ${TOP_LIST_SIZE}`,
    listenerRow,
  );
}

const keyedRow = z.object({ key: z.string(), plays: z.number().int() });

/**
 * An album's or artist's most played tracks: each track's day and month counts (migration 0036) over the range's
 * whole days, its plays at the partial days at either end one by one.
 */
export async function scopedTopTracks(
  db: Database,
  range: ReportRange,
  scope: ReportScope,
): Promise<ReportTopItem[]> {
  const trackIds = scope.trackIds ?? [];
  if (trackIds.length === 0) return [];
  const { pieces, raw } = topPiecesOf(range);
  const keys = `{${trackIds.join(',')}}`;
  const counted =
    pieces.length === 0
      ? sql``
      : sql`SELECT counted.key, counted.plays FROM ${piecesRelation(pieces)} ${countedRowsWithin('track')}
          WHERE counted.key = ANY(${keys}::text[])
          UNION ALL`;
  const rows = await selectRows(
    db,
    sql`SELECT key, sum(plays)::int AS plays FROM (
        ${counted}
        SELECT track_id::text, 1 FROM track_plays WHERE ${playsOfScope(scope)} AND ${withinRaw(raw)}
      ) keyed (key, plays)
      GROUP BY key HAVING sum(plays) > 0 ORDER BY 2 DESC, length(key), key LIMIT ${TOP_LIST_SIZE}`,
    keyedRow,
  );
  return namedTracks(
    db,
    rows.map((row) => ({ id: Number(row.key), plays: row.plays })),
  );
}
