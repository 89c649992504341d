import type { AdminCustomPage } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import {
  customPageFormResolver,
  customPageFormValues,
  customPagePayload,
  EMPTY_CUSTOM_PAGE_FORM,
  followingSlug,
} from './custom-page-form';

const page: AdminCustomPage = {
  id: 4,
  title: 'About us',
  slug: 'about-us',
  body: '<p>Hello</p>',
  seo_title: null,
  seo_description: 'Who we are.',
  in_footer: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const resolve = (values: typeof EMPTY_CUSTOM_PAGE_FORM) =>
  customPageFormResolver((message) => message)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the custom page form', () => {
  it('makes the slug from the title by the slug rule until the operator writes one', () => {
    expect(followingSlug(EMPTY_CUSTOM_PAGE_FORM, "Don't Stop (Remix) & more")).toBe('dont-stop-remix-more');
    expect(followingSlug({ slug: 'my-own', slugEdited: true }, 'Another title')).toBe('my-own');
  });

  it('keeps a saved page’s slug when its title changes', () => {
    const values = customPageFormValues(page);
    expect(followingSlug(values, 'About the team')).toBe('about-us');
  });

  it('sends empty SEO fields as none and an untouched editor as an empty body', () => {
    expect(
      customPagePayload({ ...customPageFormValues(page), seo_description: '  ', body: '<p></p>' }),
    ).toEqual({
      title: 'About us',
      slug: 'about-us',
      body: '',
      seo_title: null,
      seo_description: null,
      in_footer: true,
    });
  });

  it('refuses a missing title and a slug outside the slug rule before anything is sent', async () => {
    const result = await resolve({ ...EMPTY_CUSTOM_PAGE_FORM, slug: 'Not A Slug' });
    expect(result.errors.title?.message).toBe('Give the page a title.');
    expect(result.errors.slug?.message).toBe(
      'The slug may hold only lowercase letters, digits and single dashes.',
    );
    const numeric = await resolve({ ...EMPTY_CUSTOM_PAGE_FORM, title: 'Year', slug: '2026' });
    expect(numeric.errors.slug?.message).toBe('The slug needs at least one letter.');
  });
});
