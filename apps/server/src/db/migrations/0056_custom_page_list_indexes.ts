import type { Migration } from './migration';

/**
 * The admin's custom pages list at 100,000 rows: each order reads an index, and the search (title or slug holding
 * the text) reads trigram indexes instead of scanning the table.
 */
export const customPageListIndexes: Migration = {
  id: '0056_custom_page_list_indexes',
  statements: [
    'CREATE INDEX custom_pages_title_order_index ON custom_pages (lower(title), id)',
    'CREATE INDEX custom_pages_created_at_index ON custom_pages (created_at, id)',
    'CREATE INDEX custom_pages_updated_at_index ON custom_pages (updated_at, id)',
    'CREATE INDEX custom_pages_title_trigram_index ON custom_pages USING gin (title gin_trgm_ops)',
    'CREATE INDEX custom_pages_slug_trigram_index ON custom_pages USING gin (slug gin_trgm_ops)',
  ],
};
