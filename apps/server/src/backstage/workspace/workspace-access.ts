import { restrictionValue } from '@tonearm/client/rules';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Account } from '../../accounts/account';
import { accountPermissions } from '../../accounts/account-permissions';
import { accountCan, requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { artistAlbum, artistMembers, artistTrack } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The permission of the artist's workspace (doc 001 §2 Backstage, §6): uploading and managing one's music. */
export const WORKSPACE_PERMISSION = 'music.create';

/** What a workspace item is: a track, an album or an artist's profile. */
export type WorkspaceKind = 'track' | 'album' | 'artist';

/** The signed-in account when it holds `music.create`; 401 for guests, 403 otherwise. */
export const requireArtistAccount = (c: Context<AppBindings>, services: AppServices) =>
  requirePermission(c, services, WORKSPACE_PERMISSION);

/**
 * Whether the account may credit any artist of the catalogue: the admin's music permission, or the
 * `artist_selection` restriction of `music.create`. Everyone else credits only the artists they belong to.
 */
export function mayPickAnyArtist(account: Account): boolean {
  if (accountCan(account, 'music.update')) return true;
  const grant = accountPermissions(account).find((permission) => permission.name === WORKSPACE_PERMISSION);
  const value: unknown = grant?.restrictions?.find((item) => item.name === 'artist_selection')?.value;
  // The permission editor stores a switched-on boolean restriction as `true`, `1` or its text.
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The `minutes` restriction of the account's `music.create`; `null` when nothing limits it. */
export function uploadMinutesLimit(account: Account): number | null {
  return restrictionValue(
    { user: { permissions: accountPermissions(account) } },
    WORKSPACE_PERMISSION,
    'minutes',
  );
}

/** The artists the user belongs to (`artist_members`), oldest link first: the first is their primary artist. */
export async function ownArtistIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: artistMembers.artist_id })
    .from(artistMembers)
    .where(eq(artistMembers.user_id, userId))
    .orderBy(artistMembers.created_at, artistMembers.artist_id);
  return [...new Set(rows.map((row) => row.id))];
}

/** Whether one of the item's artists has the user among its members. */
export async function ownsItem(
  db: Database,
  userId: number,
  kind: WorkspaceKind,
  id: number,
): Promise<boolean> {
  const member = sql`EXISTS (SELECT 1 FROM ${artistMembers} WHERE ${artistMembers.user_id} = ${userId}
    AND ${artistMembers.artist_id} = credit.artist_id)`;
  const query =
    kind === 'artist'
      ? sql`SELECT 1 FROM ${artistMembers} credit WHERE credit.user_id = ${userId} AND credit.artist_id = ${id}`
      : kind === 'album'
        ? sql`SELECT 1 FROM ${artistAlbum} credit WHERE credit.album_id = ${id} AND ${member}`
        : sql`SELECT 1 FROM ${artistTrack} credit WHERE credit.track_id = ${id} AND ${member}`;
  const result = (await db.execute(sql`SELECT EXISTS (${query}) AS owned`)) as unknown as {
    rows: { owned: boolean }[];
  };
  return result.rows[0]?.owned === true;
}

/** 404 unless the item is the user's: someone else's item is not revealed, not even as forbidden. */
export async function requireOwnItem(
  db: Database,
  userId: number,
  kind: WorkspaceKind,
  id: number,
): Promise<void> {
  if (!(await ownsItem(db, userId, kind, id))) throw notFound();
}
