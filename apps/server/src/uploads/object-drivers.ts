import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { fileEntries, pendingUploads } from './file-entries-table';
import { serverObjects } from './server-objects-table';
import type { StorageDriver } from './upload-storage';

/**
 * The storage an object's record names: its file entry's, else its announcement's (an object sent straight to
 * storage that is not an entry yet), else the server's own record of it (`server-objects.ts`); `null` when the row
 * records none, `undefined` when no row names the object. Names are unique and never reused, and each lookup reads
 * a unique index.
 */
export async function recordedDriverOf(
  db: Database,
  name: string,
): Promise<StorageDriver | null | undefined> {
  const [entry] = await db
    .select({ driver: fileEntries.driver })
    .from(fileEntries)
    .where(eq(fileEntries.file_name, name));
  if (entry) return entry.driver;
  const [pending] = await db
    .select({ driver: pendingUploads.driver })
    .from(pendingUploads)
    .where(eq(pendingUploads.file_name, name));
  if (pending) return pending.driver;
  const [kept] = await db
    .select({ driver: serverObjects.driver })
    .from(serverObjects)
    .where(eq(serverObjects.name, name));
  return kept ? kept.driver : undefined;
}

/**
 * Records `driver` for the entries and announcements written before storages were recorded (migration 0065): they
 * are in the storage the server starts with, the only one it wrote to until then. Once done, the partial indexes
 * make this an empty look.
 */
export async function recordUnrecordedDrivers(db: Database, driver: StorageDriver): Promise<void> {
  await db.update(fileEntries).set({ driver }).where(isNull(fileEntries.driver));
  await db.update(pendingUploads).set({ driver }).where(isNull(pendingUploads.driver));
}
