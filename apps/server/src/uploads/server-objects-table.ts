import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Disk } from './disk';
import type { StorageDriver } from './upload-storage';

/**
 * An object the server stored itself, apart from users' file entries (imported music, covers, avatars): the disk
 * it is on and the storage it was written to, where it stays when the storage is switched.
 */
export const serverObjects = pgTable('server_objects', {
  /** The object's name on its disk, random and never reused. */
  name: text('name').primaryKey(),
  disk: text('disk').$type<Disk>().notNull(),
  driver: text('driver').$type<StorageDriver>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ServerObjectRow = typeof serverObjects.$inferSelect;
