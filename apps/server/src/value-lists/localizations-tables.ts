import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The interface languages an operator offers (doc 001 §2 "Localization: language, name"; migration 0053). */
export const localizations = pgTable(
  'localizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A BCP 47 tag in its canonical case (`en`, `pt-BR`), unique whatever its case. */
    language: text('language').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('localizations_language_unique').on(sql`lower(${table.language})`),
    index('localizations_name_index').on(sql`lower(${table.name})`),
  ],
);

/** A localization's translation of one source line; a line without a row shows its English key. */
export const localizationLines = pgTable(
  'localization_lines',
  {
    localization_id: integer('localization_id')
      .notNull()
      .references(() => localizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.localization_id, table.key] })],
);
