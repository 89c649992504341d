import * as z from 'zod/mini';
import { idSchema, phpMapSchema } from './primitives';

/** A colour theme; `values` maps CSS variable names to values, so switching themes is a variable swap. */
export const themeSchema = z.object({
  id: idSchema,
  name: z.optional(z.string()),
  is_dark: z.boolean(),
  values: phpMapSchema(z.string()),
  /** The theme picked by the `light` choice. */
  default_light: z.boolean(),
  /** The theme picked by the `dark` choice. */
  default_dark: z.boolean(),
});
export type Theme = z.infer<typeof themeSchema>;
