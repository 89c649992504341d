import * as z from 'zod/mini';
import { idSchema } from '../primitives';

/** A genre: `name` is the slug used in URLs and channel restrictions, `display_name` what users read. */
export const genreSchema = z.object({
  id: idSchema,
  model_type: z.literal('genre'),
  name: z.string().check(z.minLength(1)),
  display_name: z.string(),
  /** Cover image URL. */
  image: z.nullable(z.string()),
});
export type Genre = z.infer<typeof genreSchema>;
