import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from '../primitives';
import { albumSummarySchema } from './album-summary';
import { artistSummarySchema } from './artist';
import { genreSchema } from './genre';
import { tagSchema } from './tag';

/** A track as every list, queue and page receives it. */
export const trackSchema = z.object({
  id: idSchema,
  model_type: z.literal('track'),
  name: z.string(),
  /** Position on its album, from 1. */
  number: z.nullable(z.int().check(z.positive())),
  /** Length in milliseconds. */
  duration: z.int().check(z.nonnegative()),
  /** Audio URL: the server's range-capable stream or an external URL; `null` when there is nothing to play. */
  src: z.nullable(z.string()),
  /** Cover URL: the track's own image, else its album's. */
  image: z.nullable(z.string()),
  artists: z.array(artistSummarySchema),
  album: z.nullable(z.omit(albumSummarySchema, { artists: true })),
  album_id: z.nullable(idSchema),
  plays: z.int().check(z.nonnegative()),
  /** Listeners who have the track in their library. */
  likes_count: z.optional(z.int().check(z.nonnegative())),
  /** Whether synced or plain lyrics exist (`GET tracks/{id}/lyrics`). */
  has_lyrics: z.boolean(),
  genres: z.optional(z.array(genreSchema)),
  tags: z.optional(z.array(tagSchema)),
  created_at: z.optional(dateTimeSchema),
  /**
   * ReplayGain of the track in dB and its linear sample peak, as its file's tags carry them; `null` when unknown.
   * The player levels loudness with them.
   */
  replay_gain_db: z.optional(z.nullable(z.number())),
  replay_gain_peak: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  /** ReplayGain of the track's album in dB and the album's linear peak; `null` when unknown. */
  album_replay_gain_db: z.optional(z.nullable(z.number())),
  album_replay_gain_peak: z.optional(z.nullable(z.number().check(z.nonnegative()))),
});
export type Track = z.infer<typeof trackSchema>;
