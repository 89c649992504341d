import * as z from 'zod/mini';
import { idSchema } from '../primitives';

/** A free-form tag on albums and tracks (`/tag/{tagName}`). */
export const tagSchema = z.object({
  id: idSchema,
  model_type: z.literal('tag'),
  name: z.string().check(z.minLength(1)),
  display_name: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;
