import * as z from 'zod';
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
  number: z.int().positive().nullable(),
  /** Length in milliseconds. */
  duration: z.int().nonnegative(),
  /** Audio URL: the server's range-capable stream or an external URL; `null` when there is nothing to play. */
  src: z.string().nullable(),
  /** Cover URL: the track's own image, else its album's. */
  image: z.string().nullable(),
  artists: z.array(artistSummarySchema),
  album: albumSummarySchema.omit({ artists: true }).nullable(),
  album_id: idSchema.nullable(),
  plays: z.int().nonnegative(),
  /** Listeners who have the track in their library. */
  likes_count: z.int().nonnegative().optional(),
  /** Whether synced or plain lyrics exist (`GET tracks/{id}/lyrics`). */
  has_lyrics: z.boolean(),
  genres: z.array(genreSchema).optional(),
  tags: z.array(tagSchema).optional(),
  created_at: dateTimeSchema.optional(),
});
export type Track = z.infer<typeof trackSchema>;
