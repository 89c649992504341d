import * as z from 'zod/mini';
import { idSchema } from '../primitives';

/** One line of lyrics; `time` is its start in milliseconds on synced lyrics, `null` on plain ones. */
export const lyricLineSchema = z.object({
  time: z.nullable(z.int().check(z.nonnegative())),
  text: z.string(),
});
export type LyricLine = z.infer<typeof lyricLineSchema>;

/** A track's lyrics: the stored text (LRC when synced) and its lines parsed by the server. */
export const lyricSchema = z.object({
  id: idSchema,
  track_id: idSchema,
  is_synced: z.boolean(),
  text: z.string(),
  /** In playing order; synced lines are sorted by time. */
  lines: z.array(lyricLineSchema),
});
export type Lyric = z.infer<typeof lyricSchema>;

/** Answer of `GET tracks/{id}/lyrics`. */
export const lyricResponseSchema = z.object({ lyric: lyricSchema });
export type LyricResponse = z.infer<typeof lyricResponseSchema>;
