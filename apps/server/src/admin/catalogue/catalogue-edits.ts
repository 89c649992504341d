import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { artistAlbum, artists, artistTrack } from '../../db/schema';
import { ValidationError } from '../../http/errors';

/** Refuses with a 422 on `field.N` the first of `ids` that names no artist. */
export async function requireArtists(db: Database, ids: readonly number[], field: string): Promise<void> {
  const found = await db
    .select({ id: artists.id })
    .from(artists)
    .where(inArray(artists.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw new ValidationError({ [`${field}.${missing}`]: ['The selected artist is invalid.'] });
}

/** Replaces who a track or an album is credited to, in order: the first is the primary artist. */
export async function setCredits(
  db: Database,
  owner: { track: number } | { album: number },
  artistIds: readonly number[],
): Promise<void> {
  const ordered = [...new Set(artistIds)];
  if ('track' in owner) {
    await db.delete(artistTrack).where(eq(artistTrack.track_id, owner.track));
    await db
      .insert(artistTrack)
      .values(ordered.map((artist_id, position) => ({ artist_id, track_id: owner.track, position })));
    return;
  }
  await db.delete(artistAlbum).where(eq(artistAlbum.album_id, owner.album));
  await db
    .insert(artistAlbum)
    .values(ordered.map((artist_id, position) => ({ artist_id, album_id: owner.album, position })));
}

/**
 * A new track, album or artist: made bare by `make`, then filled by `save`, the same save as its form's edit, so a
 * new item passes every check an edited one does. A save that refuses removes the bare row again.
 */
export async function createWithForm(
  make: () => Promise<number>,
  save: (id: number) => Promise<void>,
  remove: (id: number) => Promise<void>,
): Promise<number> {
  const id = await make();
  try {
    await save(id);
  } catch (error) {
    await remove(id);
    throw error;
  }
  return id;
}
