import type { AdminAlbum, AdminAlbumPayload } from '@tonearm/client/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppServices } from '../../../app-context';
import { setGenres, setTags } from '../../../catalogue/genres-and-tags';
import { loadAlbums } from '../../../catalogue/serialize';
import { albums, tracks } from '../../../db/schema';
import { notFound, ValidationError } from '../../../http/errors';
import { requireArtists, setCredits } from '../catalogue-edits';
import { removeUnusedFiles } from '../catalogue-files';
import { albumRows } from './album-list';

export const NO_SUCH_ALBUM = 'There is no such album.';

/** An album with everything its admin form edits and its tracks in album order, or a 404. */
export async function readAdminAlbum(services: AppServices, id: number): Promise<AdminAlbum> {
  const { db } = services;
  const [[listed], [loaded], albumTracks] = await Promise.all([
    albumRows(db, [id]),
    loadAlbums(db, [id], { details: true }),
    db
      .select({ id: tracks.id, name: tracks.name, duration: tracks.duration, plays: tracks.plays })
      .from(tracks)
      .where(eq(tracks.album_id, id))
      .orderBy(sql`${tracks.number} asc nulls last`, asc(tracks.id)),
  ]);
  if (!listed || !loaded) throw notFound(NO_SUCH_ALBUM);
  return {
    ...listed,
    genres: (loaded.genres ?? []).map((genre) => genre.display_name),
    tags: (loaded.tags ?? []).map((tag) => tag.display_name),
    tracks: albumTracks,
  };
}

/**
 * Saves an album's form. `track_ids` is the whole track list in order: listed tracks are numbered from 1 and join
 * the album, tracks left out leave it and stay in the catalogue as singles.
 */
export async function saveAdminAlbum(services: AppServices, id: number, payload: AdminAlbumPayload) {
  const { db } = services;
  const [before] = await db.select().from(albums).where(eq(albums.id, id));
  if (!before) throw notFound(NO_SUCH_ALBUM);
  await requireArtists(db, payload.artist_ids, 'artist_ids');
  const trackIds = [...new Set(payload.track_ids)];
  if (trackIds.length > 0) {
    const found = await db.select({ id: tracks.id }).from(tracks).where(inArray(tracks.id, trackIds));
    const known = new Set(found.map((row) => row.id));
    const missing = trackIds.findIndex((trackId) => !known.has(trackId));
    if (missing >= 0)
      throw new ValidationError({ [`track_ids.${missing}`]: ['The selected track is invalid.'] });
  }
  const now = services.now();
  await db.transaction(async (tx) => {
    await tx
      .update(albums)
      .set({
        name: payload.name,
        image: payload.image === '' ? null : payload.image,
        release_date: payload.release_date,
        updated_at: now,
      })
      .where(eq(albums.id, id));
    await setCredits(tx, { album: id }, payload.artist_ids);
    await setGenres(tx, 'album', id, payload.genres);
    await setTags(tx, 'album', id, payload.tags);
    await tx
      .update(tracks)
      .set({ album_id: null, number: null, updated_at: now })
      .where(
        trackIds.length > 0
          ? and(eq(tracks.album_id, id), notInArray(tracks.id, trackIds))
          : eq(tracks.album_id, id),
      );
    for (const [index, trackId] of trackIds.entries()) {
      await tx
        .update(tracks)
        .set({ album_id: id, number: index + 1, updated_at: now })
        .where(eq(tracks.id, trackId));
    }
  });
  if (before.image && before.image !== payload.image) await removeUnusedFiles(services, [before.image]);
}
