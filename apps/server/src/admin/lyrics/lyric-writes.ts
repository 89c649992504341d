import type { AdminLyricPayload } from '@tonearm/client/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { lyrics, tracks } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../roles/role-store';
import { lrcProblem } from './lrc-check';

export const NO_SUCH_LYRIC = 'There are no such lyrics.';
export const NO_SUCH_TRACK = 'The selected track does not exist.';
export const TRACK_HAS_LYRICS = 'This track already has lyrics: edit those instead.';

/**
 * Creates (`id` null) or rewrites a track's lyrics. Synced text must be LRC the player can follow (the first bad
 * line is named on `text`); a track holds one lyric, so a track that has others is refused on `track_id`.
 */
export async function saveLyric(services: AppServices, id: number | null, payload: AdminLyricPayload) {
  const { db } = services;
  if (payload.is_synced) {
    const problem = lrcProblem(payload.text);
    if (problem) throw new ValidationError({ text: [problem] });
  }
  if (id !== null) {
    const [before] = await db.select({ id: lyrics.id }).from(lyrics).where(eq(lyrics.id, id));
    if (!before) throw notFound(NO_SUCH_LYRIC);
  }
  const [track] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, payload.track_id));
  if (!track) throw new ValidationError({ track_id: [NO_SUCH_TRACK] });
  const others = eq(lyrics.track_id, track.id);
  const [taken] = await db
    .select({ id: lyrics.id })
    .from(lyrics)
    .where(id === null ? others : and(others, ne(lyrics.id, id)));
  if (taken) throw new ValidationError({ track_id: [TRACK_HAS_LYRICS] });
  const values = { track_id: track.id, text: payload.text, is_synced: payload.is_synced };
  try {
    const [saved] =
      id === null
        ? await db.insert(lyrics).values(values).returning({ id: lyrics.id })
        : await db
            .update(lyrics)
            .set({ ...values, updated_at: services.now() })
            .where(eq(lyrics.id, id))
            .returning({ id: lyrics.id });
    if (!saved) throw notFound(NO_SUCH_LYRIC);
    return saved.id;
  } catch (error) {
    // Two saves racing for one track: the unique key refuses the second as the check above would have.
    if (isUniqueViolation(error)) throw new ValidationError({ track_id: [TRACK_HAS_LYRICS] });
    throw error;
  }
}

/** Deletes lyrics; their tracks stay. */
export async function deleteLyrics(services: AppServices, ids: number[]): Promise<void> {
  await services.db.delete(lyrics).where(inArray(lyrics.id, ids));
}
