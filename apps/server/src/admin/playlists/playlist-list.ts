import type { AdminPlaylistRow } from '@tonearm/client/contract';
import { count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { publicName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { playlists, playlistTrack, users } from '../../db/schema';
import {
  comparedCount,
  containsPattern,
  type ListDefinition,
  listFilter,
  timestampFilters,
  yesNo,
} from '../list';

// Read per row through the entries' primary key, which starts with the playlist: a page costs a page of lookups.
const tracksCount = sql<number>`(select count(*) from ${playlistTrack}
  where ${q(playlistTrack.playlist_id)} = ${q(playlists.id)})`.mapWith(Number);

/**
 * `GET admin/playlists`: search by name; sort by name, tracks, views and dates; filter by public, collaborative,
 * owner, tracks, views and dates. Each order, filter and the search read an index (migrations 0012 and 0061).
 */
export const playlistListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${playlists.name})`,
    tracks_count: tracksCount,
    views: sql`${playlists.views}`,
    created_at: sql`${playlists.created_at}`,
    updated_at: sql`${playlists.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) => ilike(playlists.name, containsPattern(text)),
  filters: {
    public: yesNo(sql`${playlists.public}`),
    collaborative: yesNo(sql`${playlists.collaborative}`),
    owner: listFilter({
      operators: ['=', '!='],
      value: z.number().int().positive(),
      where: (operator, value): SQL =>
        operator === '=' ? eq(playlists.owner_id, value) : ne(playlists.owner_id, value),
    }),
    tracks_count: comparedCount(tracksCount),
    views: comparedCount(sql`${playlists.views}`),
    ...timestampFilters(playlists),
  },
  tieBreaker: sql`${playlists.id}`,
};

/** The number of playlists matching `where`. */
export async function countPlaylists(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(playlists).where(where);
  return row?.value ?? 0;
}

/** Playlists as rows of the admin's list, in the order of `ids`, with their owner and number of tracks. */
export async function playlistRows(db: Database, ids: number[]): Promise<AdminPlaylistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      playlist: playlists,
      owner: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        image: users.image,
      },
      tracks_count: tracksCount,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.owner_id))
    .where(inArray(playlists.id, ids));
  const byId = new Map(rows.map((row) => [row.playlist.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { playlist, owner } = row;
    return [
      {
        id: playlist.id,
        name: playlist.name,
        description: playlist.description,
        image: playlist.image,
        public: playlist.public,
        collaborative: playlist.collaborative,
        owner: { id: owner.id, name: publicName(owner), email: owner.email, image: owner.image },
        tracks_count: row.tracks_count,
        views: playlist.views,
        created_at: playlist.created_at.toISOString(),
        updated_at: playlist.updated_at.toISOString(),
      },
    ];
  });
}
