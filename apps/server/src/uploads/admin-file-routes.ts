import { count, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { listOrder, listPage, listWhere, readListQuery } from '../admin/list';
import { requireAdminSection } from '../admin/require-admin-section';
import type { AppBindings, AppServices } from '../app-context';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import {
  type AdminFileRow,
  adminFileListDefinition,
  adminFilePayload,
  isReferenced,
} from './admin-file-list';
import { fileEntries } from './file-entries-table';
import { fileEntryUrl } from './file-entry-store';

/** Managing every user's files (doc 001 §6 "files.update"): the admin's files screen and deleting from it. */
export const FILES_PERMISSION = 'files.update';

async function countFiles(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(fileEntries).where(where);
  return row?.value ?? 0;
}

/** `GET admin/file-entries` (doc 001 §2 Admin "files"): every stored file of every user, paged and filtered. */
export function adminFileRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/admin/file-entries', async (c) => {
    await requireAdminSection(c, services, FILES_PERMISSION);
    const query = readListQuery(c, adminFileListDefinition);
    const where = listWhere(adminFileListDefinition, query);
    const page = await listPage(c, query, {
      count: () => countFiles(db, where),
      rows: async (limit, offset) => {
        const rows: AdminFileRow[] = await db
          .select({
            id: fileEntries.id,
            name: fileEntries.name,
            file_name: fileEntries.file_name,
            mime: fileEntries.mime,
            extension: fileEntries.extension,
            file_size: fileEntries.file_size,
            disk: fileEntries.disk,
            owner_id: fileEntries.owner_id,
            owner_email: users.email,
            owner_first_name: users.first_name,
            owner_last_name: users.last_name,
            referenced: sql<boolean>`(${isReferenced})`.mapWith(Boolean),
            created_at: fileEntries.created_at,
            deleted_at: fileEntries.deleted_at,
          })
          .from(fileEntries)
          .leftJoin(users, eq(users.id, fileEntries.owner_id))
          .where(where)
          .orderBy(...listOrder(adminFileListDefinition, query))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => adminFilePayload(row, fileEntryUrl(row)));
      },
    });
    return c.json(page);
  });

  return routes;
}
