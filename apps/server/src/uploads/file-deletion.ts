import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireAccount } from '../accounts/current-account';
import { accountCan } from '../accounts/require-permission';
import type { AppBindings, AppServices } from '../app-context';
import { FILES_PERMISSION } from './admin-file-routes';
import { type FileEntryRow, fileEntries } from './file-entries-table';

/**
 * Whose entries `POST file-entries/delete` may name: an admin holding `files.update` manages every user's files
 * (the admin's files screen), anyone else only their own.
 */
export async function deletableOwner(
  c: Context<AppBindings>,
  services: AppServices,
  userId: number,
): Promise<number | null> {
  const account = await requireAccount(c, services);
  const managesAll = accountCan(account, ADMIN_ACCESS_PERMISSION) && accountCan(account, FILES_PERMISSION);
  return managesAll ? null : userId;
}

/**
 * The entries named by id or path, with everything below them (a folder's contents go with it), of `ownerId` or,
 * with `null`, of anyone. Descendants are found by their path's prefix, which an index of migration 0057 reads.
 */
export async function entriesWithDescendants(
  services: AppServices,
  ownerId: number | null,
  ids: readonly number[],
  paths: readonly string[],
): Promise<FileEntryRow[]> {
  const { db } = services;
  const owned = ownerId === null ? undefined : eq(fileEntries.owner_id, ownerId);
  const named = await db
    .select({ path: fileEntries.path })
    .from(fileEntries)
    .where(
      and(
        owned,
        or(
          ids.length > 0 ? inArray(fileEntries.id, [...ids]) : undefined,
          paths.length > 0 ? inArray(fileEntries.path, [...paths]) : undefined,
        ),
      ),
    );
  if (named.length === 0) return [];
  // Paths are ids joined by `/`, so they hold no LIKE wildcard.
  const below = named.flatMap(({ path }): SQL[] => [
    eq(fileEntries.path, path),
    like(fileEntries.path, `${path}/%`),
  ]);
  return db
    .select()
    .from(fileEntries)
    .where(and(owned, or(...below)));
}
