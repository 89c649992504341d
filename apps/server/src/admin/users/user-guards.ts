import { ADMIN_PERMISSION } from '@tonearm/client/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { permissionRole, permissions, permissionUser, roleUser, users } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { suspendedSql } from './user-list';

export const SELF_SUSPEND = 'You cannot suspend your own account.';
export const SELF_DELETE = 'You cannot delete your own account from the admin area.';
export const LAST_ADMIN = 'This would leave the site without an admin.';

/** Users who hold `admin` through a role or a grant of their own. */
const holdsAdminSql = sql`(exists (select 1 from ${roleUser}
    inner join ${permissionRole} on ${q(permissionRole.role_id)} = ${q(roleUser.role_id)}
    inner join ${permissions} on ${q(permissions.id)} = ${q(permissionRole.permission_id)}
    where ${q(roleUser.user_id)} = ${q(users.id)} and ${q(permissions.name)} = ${ADMIN_PERMISSION})
  or exists (select 1 from ${permissionUser}
    inner join ${permissions} on ${q(permissions.id)} = ${q(permissionUser.permission_id)}
    where ${q(permissionUser.user_id)} = ${q(users.id)} and ${q(permissions.name)} = ${ADMIN_PERMISSION}))`;

type Reader = Pick<Database, 'select'>;

/** Whether anyone among `ids` holds `admin` now. */
export async function anyAdminAmong(db: Reader, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), holdsAdminSql))
    .limit(1);
  return row !== undefined;
}

/** Whether any of the roles grants `admin`. */
export async function rolesGrantAdmin(db: Reader, roleIds: number[]): Promise<boolean> {
  if (roleIds.length === 0) return false;
  const [row] = await db
    .select({ id: permissionRole.role_id })
    .from(permissionRole)
    .innerJoin(permissions, eq(permissions.id, permissionRole.permission_id))
    .where(and(inArray(permissionRole.role_id, roleIds), eq(permissions.name, ADMIN_PERMISSION)))
    .limit(1);
  return row !== undefined;
}

/**
 * Checked inside the transaction of a suspension, deletion or role change, after it: refuses (and so rolls back) a
 * change that leaves no admin who can act, since only an admin could undo it.
 */
export async function assertAnAdminRemains(db: Reader, now: Date, field: string): Promise<void> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(holdsAdminSql, sql`not (${suspendedSql(now)})`));
  if ((row?.count ?? 0) === 0) throw new ValidationError({ [field]: [LAST_ADMIN] });
}
