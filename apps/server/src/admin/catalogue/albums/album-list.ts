import type { AdminAlbumRow } from '@tonearm/client/contract';
import { count, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { loadAlbums } from '../../../catalogue/serialize';
import type { Database } from '../../../db/connect';
import { qualified as q } from '../../../db/qualified';
import { albums, artistAlbum, tracks } from '../../../db/schema';
import {
  comparedCount,
  containsPattern,
  type ListDefinition,
  listFilter,
  timestampFilters,
  yesNo,
} from '../../list';

// Read per row through tracks_album_id_index: a page costs a page of index lookups.
const tracksCount = sql<number>`(select count(*) from ${tracks} where ${q(tracks.album_id)} = ${q(albums.id)})`;
const albumPlays = sql<number>`(select coalesce(sum(${q(tracks.plays)}), 0) from ${tracks}
  where ${q(tracks.album_id)} = ${q(albums.id)})`;

/**
 * `GET admin/albums`: search by name; sort by name, release date, tracks, plays and dates; filter by artwork,
 * release date, tracks, plays, dates and artist.
 */
export const albumListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${albums.name})`,
    release_date: sql`${albums.release_date}`,
    tracks_count: tracksCount,
    plays: albumPlays,
    created_at: sql`${albums.created_at}`,
    updated_at: sql`${albums.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) => ilike(albums.name, containsPattern(text)),
  filters: {
    has_artwork: yesNo(sql`${albums.image} is not null`),
    release_date: listFilter({
      operators: ['between'],
      value: z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
      // A release date is a day: it is in the range when that day is.
      where: (_, value): SQL =>
        sql`${albums.release_date} between (${value.start}::timestamptz)::date and (${value.end}::timestamptz)::date`,
    }),
    tracks_count: comparedCount(tracksCount),
    plays: comparedCount(albumPlays),
    ...timestampFilters(albums),
    artist: listFilter({
      operators: ['=', '!='],
      value: z.number().int().positive(),
      where: (operator, artistId): SQL => {
        const credited = sql`exists (select 1 from ${artistAlbum} where ${q(artistAlbum.album_id)} = ${q(albums.id)}
          and ${q(artistAlbum.artist_id)} = ${artistId})`;
        return operator === '=' ? credited : sql`not ${credited}`;
      },
    }),
  },
  tieBreaker: sql`${albums.id}`,
};

/** The number of albums matching `where`. */
export async function countAlbums(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(albums).where(where);
  return row?.value ?? 0;
}

/** Albums as rows of the admin's list, in the order of `ids`. */
export async function albumRows(db: Database, ids: number[]): Promise<AdminAlbumRow[]> {
  if (ids.length === 0) return [];
  const [loaded, dates] = await Promise.all([
    loadAlbums(db, ids),
    db
      .select({ id: albums.id, created_at: albums.created_at, updated_at: albums.updated_at })
      .from(albums)
      .where(inArray(albums.id, ids)),
  ]);
  const datesById = new Map(dates.map((row) => [row.id, row]));
  return loaded.flatMap((album) => {
    const stamp = datesById.get(album.id);
    if (!stamp) return [];
    return [
      {
        id: album.id,
        name: album.name,
        image: album.image,
        artists: album.artists,
        release_date: album.release_date,
        tracks_count: album.tracks_count ?? 0,
        plays: album.plays ?? 0,
        created_at: stamp.created_at.toISOString(),
        updated_at: stamp.updated_at.toISOString(),
      },
    ];
  });
}
