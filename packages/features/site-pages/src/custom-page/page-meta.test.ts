import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const page = { id: 1, slug: 'privacy-policy', title: 'Privacy Policy', body: '<p>Hi</p>' };

describe('pageMeta', () => {
  it("uses the page's SEO title and description", () => {
    const seo = { title: 'Our privacy promise', description: 'What we collect.' };
    expect(pageMeta({ ...page, set_seo: true, seo }, 'Tonearm')).toEqual({
      title: 'Our privacy promise - Tonearm',
      description: 'What we collect.',
    });
  });

  it('falls back to the page title and keeps the description in place without SEO', () => {
    expect(pageMeta({ ...page, seo: null }, 'Tonearm')).toEqual({
      title: 'Privacy Policy - Tonearm',
      description: null,
    });
    expect(pageMeta({ ...page, set_seo: false, seo: { title: 'Ignored' } }, 'Tonearm').title).toBe(
      'Privacy Policy - Tonearm',
    );
  });
});
