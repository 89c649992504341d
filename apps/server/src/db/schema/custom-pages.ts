import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Pages the operator writes, shown under /pages (doc 001 §2); `body` is stored already sanitised. */
export const customPages = pgTable(
  'custom_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** SEO tags (`title`, `description`...) used when `set_seo` is on. */
    seo: jsonb('seo').$type<Record<string, string | null>>(),
    set_seo: boolean('set_seo').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('custom_pages_slug_unique').on(sql`lower(${table.slug})`)],
);
