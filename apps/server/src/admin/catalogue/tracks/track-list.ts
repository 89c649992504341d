import type { AdminTrackRow } from '@tonearm/client/contract';
import { count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { loadTracks } from '../../../catalogue/serialize';
import type { Database } from '../../../db/connect';
import { qualified as q } from '../../../db/qualified';
import { albums, artistTrack, lyrics, tracks } from '../../../db/schema';
import {
  comparedCount,
  containsPattern,
  type ListDefinition,
  listFilter,
  timestampFilters,
  yesNo,
} from '../../list';

const hasArtwork = sql`(${tracks.image} is not null or exists (select 1 from ${albums}
  where ${q(albums.id)} = ${q(tracks.album_id)} and ${q(albums.image)} is not null))`;

/**
 * `GET admin/tracks`: search by name; sort by name, duration, plays and dates (each covered by an index, migration
 * 0039); filter by artwork, single or album track, plays, dates and artist.
 */
export const trackListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${tracks.name})`,
    duration: sql`${tracks.duration}`,
    plays: sql`${tracks.plays}`,
    created_at: sql`${tracks.created_at}`,
    updated_at: sql`${tracks.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) => ilike(tracks.name, containsPattern(text)),
  filters: {
    has_artwork: yesNo(hasArtwork),
    in_album: yesNo(sql`${tracks.album_id} is not null`),
    plays: comparedCount(sql`${tracks.plays}`),
    ...timestampFilters(tracks),
    artist: listFilter({
      operators: ['=', '!='],
      value: z.number().int().positive(),
      where: (operator, artistId): SQL => {
        const credited = sql`exists (select 1 from ${artistTrack} where ${q(artistTrack.track_id)} = ${q(tracks.id)}
          and ${q(artistTrack.artist_id)} = ${artistId})`;
        return operator === '=' ? credited : sql`not ${credited}`;
      },
    }),
  },
  tieBreaker: sql`${tracks.id}`,
};

/** The number of tracks matching `where`. */
export async function countTracks(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tracks).where(where);
  return row?.value ?? 0;
}

/**
 * Tracks as rows of the admin's list, in the order of `ids`, each with its lyrics' id: one join for the page, on
 * the lyrics' unique index by track.
 */
export async function trackRows(db: Database, ids: number[]): Promise<AdminTrackRow[]> {
  if (ids.length === 0) return [];
  const [loaded, dates] = await Promise.all([
    loadTracks(db, ids),
    db
      .select({
        id: tracks.id,
        created_at: tracks.created_at,
        updated_at: tracks.updated_at,
        lyric_id: lyrics.id,
      })
      .from(tracks)
      .leftJoin(lyrics, eq(lyrics.track_id, tracks.id))
      .where(inArray(tracks.id, ids)),
  ]);
  const datesById = new Map(dates.map((row) => [row.id, row]));
  return loaded.flatMap((track) => {
    const stamp = datesById.get(track.id);
    if (!stamp) return [];
    return [
      {
        id: track.id,
        name: track.name,
        image: track.image,
        artists: track.artists,
        album: track.album ? { id: track.album.id, name: track.album.name } : null,
        duration: track.duration,
        plays: track.plays,
        lyric_id: stamp.lyric_id,
        created_at: stamp.created_at.toISOString(),
        updated_at: stamp.updated_at.toISOString(),
      },
    ];
  });
}
