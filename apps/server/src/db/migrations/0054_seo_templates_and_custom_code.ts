import type { Migration } from './migration';

/**
 * The appearance editor's SEO templates, one row per page type the operator changed, and the custom CSS and HTML
 * added to every page. Both are read by the server when it writes a page, never sent in the bootstrap data.
 */
export const seoTemplatesAndCustomCode: Migration = {
  id: '0054_seo_templates_and_custom_code',
  statements: [
    `CREATE TABLE seo_templates (
      page text PRIMARY KEY CHECK (page IN ('artist', 'album', 'track', 'playlist', 'landing', 'channel',
        'user-profile', 'search')),
      title text NOT NULL,
      description text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE custom_code (
      kind text PRIMARY KEY CHECK (kind IN ('css', 'html')),
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
