import {
  type AdminCustomPage,
  type AdminCustomPagePayload,
  MAX_CUSTOM_PAGE_SEO_DESCRIPTION,
  MAX_CUSTOM_PAGE_SEO_TITLE,
  MAX_CUSTOM_PAGE_SLUG,
  MAX_CUSTOM_PAGE_TITLE,
} from '@tonearm/client/contract';
import { slugify } from '@tonearm/client/rules';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the custom page editor's form holds. */
export interface CustomPageFormValues {
  title: string;
  slug: string;
  /**
   * Whether the operator wrote the slug: until then it follows the title (doc 000 §5's rule). A saved page's slug
   * never follows, since its address is already out there.
   */
  slugEdited: boolean;
  /** HTML from the rich-text editor. */
  body: string;
  seo_title: string;
  seo_description: string;
  in_footer: boolean;
}

export const EMPTY_CUSTOM_PAGE_FORM: CustomPageFormValues = {
  title: '',
  slug: '',
  slugEdited: false,
  body: '',
  seo_title: '',
  seo_description: '',
  in_footer: false,
};

// What the editor holds when the operator has written nothing: one empty paragraph.
const EMPTY_DOCUMENT = /^(<p>\s*<\/p>)*$/;

const customPageFormSchema = z.object({
  title: z.string().check(
    z.refine((title) => title.trim() !== '', { message: 'Give the page a title.' }),
    z.maxLength(MAX_CUSTOM_PAGE_TITLE, `The title may be at most ${MAX_CUSTOM_PAGE_TITLE} characters.`),
  ),
  slug: z.string().check(
    z.refine((slug) => slug.trim() !== '', { message: 'Give the page a slug.' }),
    z.maxLength(MAX_CUSTOM_PAGE_SLUG, `The slug may be at most ${MAX_CUSTOM_PAGE_SLUG} characters.`),
    z.refine((slug) => slugify(slug) === slug.trim(), {
      message: 'The slug may hold only lowercase letters, digits and single dashes.',
    }),
    z.refine((slug) => !/^\d+$/.test(slug.trim()), { message: 'The slug needs at least one letter.' }),
  ),
  seo_title: z
    .string()
    .check(
      z.maxLength(
        MAX_CUSTOM_PAGE_SEO_TITLE,
        `The SEO title may be at most ${MAX_CUSTOM_PAGE_SEO_TITLE} characters.`,
      ),
    ),
  seo_description: z
    .string()
    .check(
      z.maxLength(
        MAX_CUSTOM_PAGE_SEO_DESCRIPTION,
        `The SEO description may be at most ${MAX_CUSTOM_PAGE_SEO_DESCRIPTION} characters.`,
      ),
    ),
});

/** The form's values for a page the server sent. */
export function customPageFormValues(page: AdminCustomPage): CustomPageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    slugEdited: true,
    body: page.body,
    seo_title: page.seo_title ?? '',
    seo_description: page.seo_description ?? '',
    in_footer: page.in_footer,
  };
}

/** The slug to show after the title changed: the title's slug until the operator wrote one of their own. */
export function followingSlug(
  values: Pick<CustomPageFormValues, 'slug' | 'slugEdited'>,
  title: string,
): string {
  return values.slugEdited ? values.slug : slugify(title);
}

/** The body of `POST admin/custom-pages` or `PUT admin/custom-pages/{id}` for the form's values. */
export function customPagePayload(values: CustomPageFormValues): AdminCustomPagePayload {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    body: EMPTY_DOCUMENT.test(values.body.trim()) ? '' : values.body,
    seo_title: optional(values.seo_title),
    seo_description: optional(values.seo_description),
    in_footer: values.in_footer,
  };
}

/** Checks the fields before anything is sent; `translate` words each message in the interface's language. */
export const customPageFormResolver = (
  translate: (message: string) => string,
): Resolver<CustomPageFormValues> =>
  translatedZodResolver<CustomPageFormValues>(customPageFormSchema, translate);
