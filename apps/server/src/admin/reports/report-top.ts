import type { ReportListener, ReportTopItem } from '@tonearm/client/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { displayName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { albums, artistAlbum, artists, artistTrack, tracks, users } from '../../db/schema';
import { countedPiecesOf } from './counted-pieces';
import type { ReportRange } from './report-range';
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

/** The most played tracks, artists and albums of the range, 30 each, from their counts (migration 0036). */
export async function reportTopItems(db: Database, range: ReportRange) {
  const [rankedTracks, rankedArtists, rankedAlbums] = await Promise.all([
    rankedIds(db, 'track', range),
    rankedIds(db, 'artist', range),
    rankedIds(db, 'album', range),
  ]);
  const ranked = { tracks: rankedTracks, artists: rankedArtists, albums: rankedAlbums };
  const ids = (list: { id: number }[]) => list.map((row) => row.id);
  const [trackRows, artistRows, albumRows, trackCredits, albumCredits] = await Promise.all([
    ranked.tracks.length === 0
      ? []
      : db
          .select({
            id: tracks.id,
            name: tracks.name,
            image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
          })
          .from(tracks)
          .leftJoin(albums, eq(albums.id, tracks.album_id))
          .where(inArray(tracks.id, ids(ranked.tracks))),
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
    creditedArtists(db, 'track', ids(ranked.tracks)),
    creditedArtists(db, 'album', ids(ranked.albums)),
  ]);
  const byId = (rows: ({ id: number } & Details)[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    tracks: withDetails(ranked.tracks, byId(trackRows), trackCredits),
    artists: withDetails(ranked.artists, byId(artistRows), new Map()),
    albums: withDetails(ranked.albums, byId(albumRows), albumCredits),
  };
}

/** The listeners who played most in the range; every guest's plays make one row with no id. */
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

export async function reportListeners(db: Database, range: ReportRange): Promise<ReportListener[]> {
  // One person's plays are bounded by the hours they listen, so listeners' lists are flatter than tracks': read
  // them deeper from the start rather than find the first depth too shallow.
  const top = await topKeys(db, 'listener', topPiecesOf(range), TOP_LIST_SIZE, TOP_LIST_SIZE * 4);
  const ranked = top.map((row) => ({ user_id: row.key === '' ? null : Number(row.key), plays: row.plays }));
  return namedListeners(db, ranked);
}
