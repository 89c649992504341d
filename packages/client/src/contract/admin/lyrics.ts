import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from '../primitives';

/** The longest lyrics a track can hold. */
export const LYRICS_TEXT_MAX = 20_000;

/** A track as the admin's track pickers offer it, with what the lyrics editor needs to play it. */
export const adminTrackChoiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The primary artist, when the track has artists. */
  artist: z.nullable(z.object({ id: idSchema, name: z.string() })),
  /** The track's own artwork, else its album's. */
  image: z.nullable(z.string()),
  /** The audio: the server's stream or an external URL; `null` when the track has none. */
  src: z.nullable(z.string()),
  /** Milliseconds. */
  duration: z.int().check(z.nonnegative()),
});
export type AdminTrackChoice = z.infer<typeof adminTrackChoiceSchema>;

/** Answer of `GET admin/track-picker`: tracks whose name holds the search, at most ten. */
export const adminTrackChoicesSchema = z.object({ tracks: z.array(adminTrackChoiceSchema) });
export type AdminTrackChoices = z.infer<typeof adminTrackChoicesSchema>;

/** Answer of `GET admin/track-picker/{id}`. */
export const adminTrackChoiceResponseSchema = z.object({ track: adminTrackChoiceSchema });
export type AdminTrackChoiceResponse = z.infer<typeof adminTrackChoiceResponseSchema>;

/** One row of `GET admin/lyrics`: whose lyrics they are, and whether they carry times. */
export const adminLyricRowSchema = z.object({
  id: idSchema,
  track: adminTrackChoiceSchema,
  album: z.nullable(z.object({ id: idSchema, name: z.string() })),
  /** Synced lyrics are LRC, a time stamp on each line; plain ones are text. */
  is_synced: z.boolean(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminLyricRow = z.infer<typeof adminLyricRowSchema>;

/** One lyric as its editor opens it: its row and its text. */
export const adminLyricSchema = z.extend(adminLyricRowSchema, { text: z.string() });
export type AdminLyric = z.infer<typeof adminLyricSchema>;

/** Answer of `GET admin/lyrics/{id}`, `POST admin/lyrics` and `PUT admin/lyrics/{id}`. */
export const adminLyricResponseSchema = z.object({ lyric: adminLyricSchema });
export type AdminLyricResponse = z.infer<typeof adminLyricResponseSchema>;

/**
 * Body of `POST admin/lyrics` and `PUT admin/lyrics/{id}`. Synced text is checked as LRC on the server, which
 * names the first line that is not a timed line; a track holds one lyric.
 */
export const adminLyricPayloadSchema = z.object({
  track_id: idSchema,
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write the lyrics.'),
      z.maxLength(LYRICS_TEXT_MAX, `Lyrics may be at most ${LYRICS_TEXT_MAX} characters.`),
    ),
  is_synced: z.boolean(),
});
export type AdminLyricPayload = z.infer<typeof adminLyricPayloadSchema>;
