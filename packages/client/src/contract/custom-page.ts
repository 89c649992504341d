import * as z from 'zod/mini';
import { idSchema } from './primitives';

/** A page the operator writes, shown under /pages. */
export const customPageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** HTML. */
  body: z.string(),
  /** SEO tags (`title`, `description`, ...) used when `set_seo` is on. */
  seo: z.optional(z.nullable(z.record(z.string(), z.nullable(z.string())))),
  set_seo: z.optional(z.boolean()),
});
export type CustomPage = z.infer<typeof customPageSchema>;

/** Answer of `GET custom-pages/{idOrSlug}`. */
export const customPageResponseSchema = z.object({ page: customPageSchema });
export type CustomPageResponse = z.infer<typeof customPageResponseSchema>;
