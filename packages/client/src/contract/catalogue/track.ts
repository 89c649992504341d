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
});
export type Track = z.infer<typeof trackSchema>;
