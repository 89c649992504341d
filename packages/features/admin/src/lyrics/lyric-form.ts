import {
  type AdminLyric,
  type AdminLyricPayload,
  type AdminTrackChoice,
  adminLyricPayloadSchema,
  adminTrackChoiceSchema,
} from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the lyrics editor holds. */
export interface LyricFormValues {
  track: AdminTrackChoice | null;
  is_synced: boolean;
  text: string;
}

/** The editor's values for `lyric`, or empty ones for new lyrics, for `track` when one is chosen already. */
export function lyricFormValues(
  lyric: AdminLyric | null,
  track: AdminTrackChoice | null = null,
): LyricFormValues {
  return lyric
    ? { track: lyric.track, is_synced: lyric.is_synced, text: lyric.text }
    : { track, is_synced: false, text: '' };
}

/** The body the server expects; the form's resolver has made sure a track is chosen. */
export function lyricPayload(values: LyricFormValues): AdminLyricPayload {
  return { track_id: values.track?.id ?? 0, text: values.text.trim(), is_synced: values.is_synced };
}

/** The server names the track as `track_id`; the form holds it as `track`. */
export function lyricFieldErrors(errors: Record<string, string>): Record<string, string> {
  const { track_id: track, ...others } = errors;
  return track ? { ...others, track } : others;
}

const lyricFormSchema = z.object({
  track: z
    .nullable(adminTrackChoiceSchema)
    .check(z.refine((track) => track !== null, { message: 'Choose a track.' })),
  is_synced: z.boolean(),
  text: adminLyricPayloadSchema.shape.text,
});

/** Checks the editor with the contract's own rules, in the interface's language; LRC is checked by the server. */
export const lyricFormResolver = (translate: (message: string) => string): Resolver<LyricFormValues> =>
  translatedZodResolver<LyricFormValues>(lyricFormSchema, translate);
