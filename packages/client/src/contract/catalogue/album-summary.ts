import * as z from 'zod/mini';
import { idSchema } from '../primitives';
import { artistSummarySchema } from './artist';

/** A release date as `YYYY-MM-DD`. */
export const releaseDateSchema = z.iso.date();

/** The album fields a track carries and lists show. */
export const albumSummarySchema = z.object({
  id: idSchema,
  model_type: z.literal('album'),
  name: z.string(),
  release_date: z.nullable(releaseDateSchema),
  /** Cover URL. */
  image: z.nullable(z.string()),
  artists: z.array(artistSummarySchema),
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;
