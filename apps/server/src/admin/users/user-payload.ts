import type { AdminUser, AdminUserRow } from '@tonearm/client/contract';
import { asc, eq } from 'drizzle-orm';
import { displayName } from '../../accounts/serialize-user';
import { withoutEndedSuspension } from '../../accounts/suspension-rules';
import type { Database } from '../../db/connect';
import { permissions, permissionUser, users } from '../../db/schema';
import { userRowColumns } from './user-list';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A row as `userRowColumns` reads it. */
export interface UserRowRecord {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  image: string | null;
  email_verified_at: Date | null;
  banned_at: Date | null;
  banned_until: Date | null;
  ban_reason: string | null;
  last_active_at: Date | null;
  created_at: Date;
  roles: { id: number; name: string }[];
  subscribed: boolean;
}

/** A row of the list as sent: the display name, and a suspension only while it is in force. */
export function userRowPayload(row: UserRowRecord, now: Date): AdminUserRow {
  const user = withoutEndedSuspension(row, now);
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    image: user.image,
    roles: user.roles,
    subscribed: user.subscribed,
    email_verified_at: iso(user.email_verified_at),
    banned_at: iso(user.banned_at),
    banned_until: iso(user.banned_until),
    ban_reason: user.banned_at ? user.ban_reason : null,
    last_active_at: iso(user.last_active_at),
    created_at: user.created_at.toISOString(),
  };
}

/** One user as the user page edits them, or `null` when there is no such user. */
export async function loadAdminUser(db: Database, id: number, now: Date): Promise<AdminUser | null> {
  const [row] = await db
    .select({
      ...userRowColumns(now),
      language: users.language,
      country: users.country,
      timezone: users.timezone,
      two_factor_confirmed_at: users.two_factor_confirmed_at,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const grants = await db
    .select({ name: permissions.name, restrictions: permissionUser.restrictions })
    .from(permissionUser)
    .innerJoin(permissions, eq(permissions.id, permissionUser.permission_id))
    .where(eq(permissionUser.user_id, id))
    .orderBy(asc(permissions.name));
  return {
    ...userRowPayload(row, now),
    first_name: row.first_name,
    last_name: row.last_name,
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    two_factor_enabled: row.two_factor_confirmed_at !== null,
    permissions: grants,
  };
}
