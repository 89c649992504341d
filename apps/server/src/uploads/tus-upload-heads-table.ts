import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per upload, the arrival number (from the `tus_arrivals` sequence, migration 0055) of the latest HEAD to take its
 * lock.
 */
export const tusUploadHeads = pgTable(
  'tus_upload_heads',
  {
    upload_key: text('upload_key').primaryKey(),
    latest_head: bigint('latest_head', { mode: 'number' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tus_upload_heads_updated_at_index').on(table.updated_at)],
);
