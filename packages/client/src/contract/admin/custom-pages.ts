import * as z from 'zod/mini';
import { slugify } from '../../rules/slugs/slugify';
import { dateTimeSchema, idSchema } from '../primitives';

export const MAX_CUSTOM_PAGE_TITLE = 200;
export const MAX_CUSTOM_PAGE_SLUG = 200;
/** Characters of HTML a page body may hold: a long legal text with markup fits many times over. */
export const MAX_CUSTOM_PAGE_BODY = 200_000;
export const MAX_CUSTOM_PAGE_SEO_TITLE = 200;
export const MAX_CUSTOM_PAGE_SEO_DESCRIPTION = 500;

/** One row of `GET admin/custom-pages`. */
export const adminCustomPageRowSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** Whether a footer menu links the page (`/pages/{slug}`). */
  in_footer: z.boolean(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminCustomPageRow = z.infer<typeof adminCustomPageRowSchema>;

/** A page with everything its editor shows; the body is the sanitised HTML the server stored. */
export const adminCustomPageSchema = z.extend(adminCustomPageRowSchema, {
  body: z.string(),
  seo_title: z.nullable(z.string()),
  seo_description: z.nullable(z.string()),
});
export type AdminCustomPage = z.infer<typeof adminCustomPageSchema>;

/** Answer of `GET`, `POST` and `PUT admin/custom-pages[/{id}]`. */
export const adminCustomPageResponseSchema = z.object({ page: adminCustomPageSchema });
export type AdminCustomPageResponse = z.infer<typeof adminCustomPageResponseSchema>;

const optionalText = (max: number, message: string) =>
  z.nullable(z.string().check(z.trim(), z.maxLength(max, message)));

/**
 * Body of `POST admin/custom-pages` and `PUT admin/custom-pages/{id}`. The slug follows the slug rule (lowercase,
 * dashes) and needs a letter, so `/pages/{slug}` can never be read as a page id; the body is HTML, sanitised by the
 * server before it is stored. Empty SEO fields mean the page's title and no description.
 */
export const customPagePayloadSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the page a title.'),
      z.maxLength(MAX_CUSTOM_PAGE_TITLE, `The title may be at most ${MAX_CUSTOM_PAGE_TITLE} characters.`),
    ),
  slug: z.string().check(
    z.trim(),
    z.minLength(1, 'Give the page a slug.'),
    z.maxLength(MAX_CUSTOM_PAGE_SLUG, `The slug may be at most ${MAX_CUSTOM_PAGE_SLUG} characters.`),
    z.refine((slug) => slugify(slug) === slug, {
      message: 'The slug may hold only lowercase letters, digits and single dashes.',
    }),
    z.refine((slug) => !/^\d+$/.test(slug), { message: 'The slug needs at least one letter.' }),
  ),
  body: z
    .string()
    .check(
      z.maxLength(
        MAX_CUSTOM_PAGE_BODY,
        `The page may be at most ${MAX_CUSTOM_PAGE_BODY} characters of HTML.`,
      ),
    ),
  seo_title: optionalText(
    MAX_CUSTOM_PAGE_SEO_TITLE,
    `The SEO title may be at most ${MAX_CUSTOM_PAGE_SEO_TITLE} characters.`,
  ),
  seo_description: optionalText(
    MAX_CUSTOM_PAGE_SEO_DESCRIPTION,
    `The SEO description may be at most ${MAX_CUSTOM_PAGE_SEO_DESCRIPTION} characters.`,
  ),
  in_footer: z.boolean(),
});
export type AdminCustomPagePayload = z.infer<typeof customPagePayloadSchema>;
