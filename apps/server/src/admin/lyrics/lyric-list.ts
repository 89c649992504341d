import type { AdminLyric, AdminLyricRow } from '@tonearm/client/contract';
import { count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { albums, lyrics, tracks } from '../../db/schema';
import { containsPattern, type ListDefinition, timestampFilters, yesNo } from '../list';
import { trackChoices } from './track-choices';

/**
 * `GET admin/lyrics`: search by the track's name; sort by dates; filter by synced and dates. The search reads the
 * tracks' name index and the lyrics' track key; each order and filter reads an index (migration 0061).
 */
export const lyricListDefinition: ListDefinition = {
  sorts: {
    created_at: sql`${lyrics.created_at}`,
    updated_at: sql`${lyrics.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) =>
    inArray(
      lyrics.track_id,
      sql`(select ${tracks.id} from ${tracks} where ${ilike(tracks.name, containsPattern(text))})`,
    ),
  filters: {
    synced: yesNo(sql`${lyrics.is_synced}`),
    ...timestampFilters(lyrics),
  },
  tieBreaker: sql`${lyrics.id}`,
};

/** The number of lyrics matching `where`. */
export async function countLyrics(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(lyrics).where(where);
  return row?.value ?? 0;
}

/** Lyrics as rows of the admin's list (with their text when `withText`), in the order of `ids`. */
export async function lyricRows(db: Database, ids: number[]): Promise<AdminLyricRow[]>;
export async function lyricRows(db: Database, ids: number[], withText: true): Promise<AdminLyric[]>;
export async function lyricRows(
  db: Database,
  ids: number[],
  withText = false,
): Promise<AdminLyricRow[] | AdminLyric[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ lyric: lyrics, album: { id: albums.id, name: albums.name } })
    .from(lyrics)
    .innerJoin(tracks, eq(tracks.id, lyrics.track_id))
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .where(inArray(lyrics.id, ids));
  const choices = new Map(
    (
      await trackChoices(
        db,
        rows.map((row) => row.lyric.track_id),
      )
    ).map((track) => [track.id, track]),
  );
  const byId = new Map(rows.map((row) => [row.lyric.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const track = row && choices.get(row.lyric.track_id);
    if (!row || !track) return [];
    return [
      {
        id: row.lyric.id,
        track,
        album: row.album?.id != null ? { id: row.album.id, name: row.album.name } : null,
        is_synced: row.lyric.is_synced,
        created_at: row.lyric.created_at.toISOString(),
        updated_at: row.lyric.updated_at.toISOString(),
        ...(withText ? { text: row.lyric.text } : {}),
      },
    ];
  });
}
