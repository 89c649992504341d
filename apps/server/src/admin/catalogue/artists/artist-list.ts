import type { AdminArtistRow } from '@tonearm/client/contract';
import { count, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connect';
import { qualified as q } from '../../../db/qualified';
import { artistAlbum, artists, artistTrack, tracks } from '../../../db/schema';
import { comparedCount, containsPattern, type ListDefinition, timestampFilters, yesNo } from '../../list';

// Read per row through the credits' artist indexes (migration 0039): a page costs a page of index lookups.
const albumsCount = sql<number>`(select count(*) from ${artistAlbum}
  where ${q(artistAlbum.artist_id)} = ${q(artists.id)})`.mapWith(Number);
const artistPlays = sql<number>`(select coalesce(sum(${q(tracks.plays)}), 0) from ${artistTrack}
  join ${tracks} on ${q(tracks.id)} = ${q(artistTrack.track_id)}
  where ${q(artistTrack.artist_id)} = ${q(artists.id)})`.mapWith(Number);

/**
 * `GET admin/artists`: search by name; sort by name, albums, plays and dates; filter by verified, image, albums,
 * plays and dates.
 */
export const artistListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${artists.name})`,
    albums_count: albumsCount,
    plays: artistPlays,
    created_at: sql`${artists.created_at}`,
    updated_at: sql`${artists.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) => ilike(artists.name, containsPattern(text)),
  filters: {
    verified: yesNo(sql`${artists.verified}`),
    has_image: yesNo(sql`${artists.image} is not null`),
    albums_count: comparedCount(albumsCount),
    plays: comparedCount(artistPlays),
    ...timestampFilters(artists),
  },
  tieBreaker: sql`${artists.id}`,
};

/** The number of artists matching `where`. */
export async function countArtists(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(artists).where(where);
  return row?.value ?? 0;
}

/** Artists as rows of the admin's list, in the order of `ids`. */
export async function artistRows(db: Database, ids: number[]): Promise<AdminArtistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ artist: artists, albums_count: albumsCount, plays: artistPlays })
    .from(artists)
    .where(inArray(artists.id, ids));
  const byId = new Map(rows.map((row) => [row.artist.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.artist.id,
        name: row.artist.name,
        image: row.artist.image,
        verified: row.artist.verified,
        albums_count: row.albums_count,
        plays: row.plays,
        created_at: row.artist.created_at.toISOString(),
        updated_at: row.artist.updated_at.toISOString(),
      },
    ];
  });
}
