import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Rows created per UTC day of `users`, `tracks`, `artists` and `albums`, kept by triggers (migration 0051). */
export const createdCounts = pgTable(
  'created_counts',
  {
    /** The counted table's name. */
    kind: text('kind').notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    created: integer('created').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.day] })],
);
