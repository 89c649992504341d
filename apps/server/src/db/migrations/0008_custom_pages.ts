import type { Migration } from './migration';

export const customPages: Migration = {
  id: '0008_custom_pages',
  statements: [
    `CREATE TABLE custom_pages (
      id serial PRIMARY KEY,
      slug text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      seo jsonb,
      set_seo boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX custom_pages_slug_unique ON custom_pages (lower(slug))',
  ],
};
