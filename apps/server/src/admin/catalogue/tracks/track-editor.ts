import type { AdminTrack, AdminTrackPayload } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../../app-context';
import { setGenres, setTags } from '../../../catalogue/genres-and-tags';
import { loadTracks, trackSrc } from '../../../catalogue/serialize';
import { albums, lyrics, tracks } from '../../../db/schema';
import { notFound, ValidationError } from '../../../http/errors';
import { requireArtists, setCredits } from '../catalogue-edits';
import { removeUnusedFiles } from '../catalogue-files';
import { trackRows } from './track-list';

export const NO_SUCH_TRACK = 'There is no such track.';

/** A track with everything its admin form edits, or a 404. */
export async function readAdminTrack(services: AppServices, id: number): Promise<AdminTrack> {
  const { db } = services;
  const [row] = await db.select().from(tracks).where(eq(tracks.id, id));
  if (!row) throw notFound(NO_SUCH_TRACK);
  const [[listed], [loaded], [lyric]] = await Promise.all([
    trackRows(db, [id]),
    loadTracks(db, [id], { details: true }),
    db.select({ text: lyrics.text }).from(lyrics).where(eq(lyrics.track_id, id)),
  ]);
  if (!listed || !loaded) throw notFound(NO_SUCH_TRACK);
  return {
    ...listed,
    own_image: row.image,
    src: trackSrc(row),
    genres: (loaded.genres ?? []).map((genre) => genre.display_name),
    tags: (loaded.tags ?? []).map((tag) => tag.display_name),
    description: row.description,
    lyrics: lyric?.text ?? null,
    release_date: row.release_date,
  };
}

/**
 * Saves a track's form: its fields, credits (the first artist is primary), genres, tags and lyrics; a new `src`
 * replaces the audio. Files the track no longer uses (its old artwork or audio) leave storage when nothing else
 * uses them.
 */
export async function saveAdminTrack(services: AppServices, id: number, payload: AdminTrackPayload) {
  const { db } = services;
  const [before] = await db.select().from(tracks).where(eq(tracks.id, id));
  if (!before) throw notFound(NO_SUCH_TRACK);
  await requireArtists(db, payload.artist_ids, 'artist_ids');
  if (payload.album_id !== null) {
    const [album] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, payload.album_id));
    if (!album) throw new ValidationError({ album_id: ['The selected album is invalid.'] });
  }
  const replacesAudio = payload.src != null && payload.src !== '' && payload.src !== trackSrc(before);
  await db.transaction(async (tx) => {
    await tx
      .update(tracks)
      .set({
        name: payload.name,
        image: payload.image === '' ? null : payload.image,
        album_id: payload.album_id,
        description: payload.description === '' ? null : payload.description,
        release_date: payload.release_date,
        duration: payload.duration,
        ...(replacesAudio ? { src: payload.src, audio_path: null, mime: null, waveform: [] } : {}),
        updated_at: services.now(),
      })
      .where(eq(tracks.id, id));
    await setCredits(tx, { track: id }, payload.artist_ids);
    await setGenres(tx, 'track', id, payload.genres);
    await setTags(tx, 'track', id, payload.tags);
    const text = payload.lyrics?.trim() ?? '';
    if (text === '') await tx.delete(lyrics).where(eq(lyrics.track_id, id));
    else {
      // Synced when every line that has text starts with an LRC time tag.
      const synced = text.split('\n').every((line) => line.trim() === '' || /^\[\d{1,3}:\d{2}/.test(line));
      await tx
        .insert(lyrics)
        .values({ track_id: id, text, is_synced: synced })
        .onConflictDoUpdate({ target: lyrics.track_id, set: { text, is_synced: synced } });
    }
  });
  const dropped = [
    before.image !== payload.image ? before.image : null,
    replacesAudio ? before.audio_path : null,
    replacesAudio ? before.src : null,
  ].filter((reference): reference is string => reference !== null);
  await removeUnusedFiles(services, dropped);
}
