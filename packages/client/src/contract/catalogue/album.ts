import * as z from 'zod/mini';
import { dateTimeSchema } from '../primitives';
import { albumSummarySchema } from './album-summary';
import { genreSchema } from './genre';
import { tagSchema } from './tag';
import { trackSchema } from './track';

/** An album; `tracks`, `genres` and `tags` are present where a page loads them. */
export const albumSchema = z.extend(albumSummarySchema, {
  tracks: z.optional(z.array(trackSchema)),
  tracks_count: z.optional(z.int().check(z.nonnegative())),
  genres: z.optional(z.array(genreSchema)),
  tags: z.optional(z.array(tagSchema)),
  plays: z.optional(z.int().check(z.nonnegative())),
  likes_count: z.optional(z.int().check(z.nonnegative())),
  created_at: z.optional(dateTimeSchema),
});
export type Album = z.infer<typeof albumSchema>;
