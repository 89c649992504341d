import { describe, expect, it } from 'vitest';
import { customPageResponseSchema, customPageSchema } from './custom-page';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { customPageJson } from './fixtures/laravel-payloads';

describe('customPageSchema', () => {
  it('accepts a page with its SEO tags', () => {
    expect(customPageSchema.parse(customPageJson)).toEqual({
      id: 4,
      slug: 'privacy-policy',
      title: 'Privacy policy',
      body: '<h1>Privacy policy</h1><p>We keep as little as we can.</p>',
      seo: { title: 'Privacy policy', description: 'How Tonearm handles your data.' },
      set_seo: true,
    });
  });

  it('accepts a page without SEO tags', () => {
    expect(issuePaths(customPageSchema, withField(customPageJson, 'seo', null))).toEqual([]);
  });

  it('rejects a page without a body', () => {
    expect(issuePaths(customPageSchema, withoutField(customPageJson, 'body'))).toEqual(['body']);
  });

  it('rejects an SEO switch sent as text', () => {
    expect(issuePaths(customPageSchema, withField(customPageJson, 'set_seo', 'on'))).toEqual(['set_seo']);
  });
});

describe('customPageResponseSchema', () => {
  it('reads the page from `page` and rejects a bare page', () => {
    expect(customPageResponseSchema.parse({ page: customPageJson }).page.slug).toBe('privacy-policy');
    expect(issuePaths(customPageResponseSchema, customPageJson)).toEqual(['page']);
  });
});
