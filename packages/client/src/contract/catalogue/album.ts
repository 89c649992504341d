import * as z from 'zod';
import { dateTimeSchema } from '../primitives';
import { albumSummarySchema } from './album-summary';
import { genreSchema } from './genre';
import { tagSchema } from './tag';
import { trackSchema } from './track';

/** An album; `tracks`, `genres` and `tags` are present where a page loads them. */
export const albumSchema = albumSummarySchema.extend({
  tracks: z.array(trackSchema).optional(),
  tracks_count: z.int().nonnegative().optional(),
  genres: z.array(genreSchema).optional(),
  tags: z.array(tagSchema).optional(),
  plays: z.int().nonnegative().optional(),
  likes_count: z.int().nonnegative().optional(),
  created_at: dateTimeSchema.optional(),
});
export type Album = z.infer<typeof albumSchema>;
