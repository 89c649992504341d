import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/accounts';
import { workspaces } from '../db/schema/workspaces';
import type { Disk } from './disk';
import type { StorageDriver } from './upload-storage';

/** An uploaded file: what the user called it, where it is stored and who owns it. */
export const fileEntries = pgTable(
  'file_entries',
  {
    id: serial('id').primaryKey(),
    /** The name the user's file had. */
    name: text('name').notNull(),
    /** The stored object's name on its disk, random and never reused. */
    file_name: text('file_name').notNull(),
    mime: text('mime'),
    extension: text('extension'),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    disk: text('disk').$type<Disk>().notNull(),
    /**
     * The storage the object was written to, which it stays in when the storage is switched; `null` only for rows
     * from before migration 0065 until the next start records the storage they were written to.
     */
    driver: text('driver').$type<StorageDriver>(),
    /** Ids from the root down to this entry, joined by `/`. */
    path: text('path').notNull().default(''),
    parent_id: integer('parent_id'),
    workspace_id: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the entry went to the trash. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('file_entries_file_name_unique').on(table.file_name),
    index('file_entries_owner').on(table.owner_id),
    index('file_entries_driver_unrecorded_index').on(table.id).where(sql`driver IS NULL`),
  ],
);
export type FileEntryRow = typeof fileEntries.$inferSelect;

/**
 * An object a user was allowed to send straight to storage (a signed PUT or a multipart upload) that is not yet a
 * file entry: `POST s3/entries` only accepts objects listed here for the same user.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: serial('id').primaryKey(),
    file_name: text('file_name').notNull(),
    disk: text('disk').$type<Disk>().notNull(),
    /**
     * The storage the object was written to, which it stays in when the storage is switched; `null` only for rows
     * from before migration 0065 until the next start records the storage they were written to.
     */
    driver: text('driver').$type<StorageDriver>(),
    /** The multipart upload's id; `null` for a single signed PUT. */
    multipart_id: text('multipart_id'),
    /** The size the client announced; the stored object must match it. */
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pending_uploads_file_name_unique').on(table.file_name),
    index('pending_uploads_driver_unrecorded_index').on(table.id).where(sql`driver IS NULL`),
  ],
);
