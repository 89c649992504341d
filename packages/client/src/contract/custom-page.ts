import * as z from 'zod';
import { idSchema } from './primitives';

/** A page the operator writes, shown under /pages. */
export const customPageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** HTML. */
  body: z.string(),
  /** SEO tags (`title`, `description`, ...) used when `set_seo` is on. */
  seo: z.record(z.string(), z.string().nullable()).nullable().optional(),
  set_seo: z.boolean().optional(),
});
export type CustomPage = z.infer<typeof customPageSchema>;

/** Answer of `GET custom-pages/{idOrSlug}`. */
export const customPageResponseSchema = z.object({ page: customPageSchema });
export type CustomPageResponse = z.infer<typeof customPageResponseSchema>;
