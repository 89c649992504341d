import type { SeoPage } from '@tonearm/client/contract';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator's own title and description templates of a page type (migration 0054); a page without a row says
 * what its original templates say. Kept out of `settings`, which every visitor is sent whole.
 */
export const seoTemplates = pgTable('seo_templates', {
  page: text('page').$type<SeoPage>().primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's CSS and HTML the server writes into every page it serves (migration 0054). */
export const customCode = pgTable('custom_code', {
  kind: text('kind').$type<'css' | 'html'>().primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
