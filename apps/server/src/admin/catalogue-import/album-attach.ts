import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { albums, artistAlbum, tracks } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { trackAudio } from './import-tables';

/** A stored album that published tracks join, locked for the rest of the transaction. */
export interface AlbumJoin {
  id: number;
  /** The album's artists in credit order, for a track whose file named none. */
  artistIds: number[];
  /** The number of its last track; joining tracks follow it. */
  lastNumber: number;
}

/**
 * Locks the album so two publishes into it number their tracks one after the other, and gives every track of it
 * that has no number one after the numbered ones (album pages list unnumbered tracks last), so joining tracks
 * really come after all of them. 422 when there is no such album.
 */
export async function joinStoredAlbum(db: Database, albumId: number): Promise<AlbumJoin> {
  const [found] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId)).for('update');
  if (!found) throw new ValidationError({ album_id: ['The selected album is invalid.'] });
  const [numbered] = await db
    .select({ last: max(tracks.number) })
    .from(tracks)
    .where(eq(tracks.album_id, albumId));
  let lastNumber = numbered?.last ?? 0;
  const unnumbered = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.album_id, albumId), isNull(tracks.number)))
    .orderBy(asc(tracks.id));
  for (const track of unnumbered) {
    lastNumber += 1;
    await db.update(tracks).set({ number: lastNumber }).where(eq(tracks.id, track.id));
  }
  const credits = await db
    .select({ id: artistAlbum.artist_id })
    .from(artistAlbum)
    .where(eq(artistAlbum.album_id, albumId))
    .orderBy(asc(artistAlbum.position));
  return { id: albumId, artistIds: credits.map((credit) => credit.id), lastNumber };
}

/**
 * Refuses audio that is already a published track, or sent twice in one publish: uploaded into an album from its
 * form, the same bytes again are a mistake, where the upload screen only flags them for review.
 */
export async function refuseRepeatedAudio(db: Database, hashes: readonly string[]): Promise<void> {
  const published =
    hashes.length === 0
      ? []
      : await db
          .select({ hash: trackAudio.content_hash, name: tracks.name })
          .from(trackAudio)
          .innerJoin(tracks, eq(tracks.id, trackAudio.track_id))
          .where(inArray(trackAudio.content_hash, [...new Set(hashes)]))
          .orderBy(asc(tracks.id));
  for (const [index, hash] of hashes.entries()) {
    const track = published.find((candidate) => candidate.hash === hash);
    if (track) {
      throw new ValidationError({
        [`tracks.${index}.import_id`]: [`The same audio is already published as “${track.name}”.`],
      });
    }
    if (hashes.indexOf(hash) < index) {
      throw new ValidationError({ [`tracks.${index}.import_id`]: ['The same audio is listed twice.'] });
    }
  }
}
