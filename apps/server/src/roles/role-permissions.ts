import { ADMIN_PERMISSION } from '@tonearm/client/rules';
import { countDistinct, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { qualified as q } from '../db/qualified';
import { type PermissionRestriction, permissionRole, permissions, roles, roleUser } from '../db/schema';

/** A permission as sent to the client: name and restrictions (doc 000 §3). */
export interface GrantedPermission {
  id: number;
  name: string;
  restrictions: PermissionRestriction[];
}

export interface RoleWithPermissions {
  id: number;
  name: string;
  permissions: GrantedPermission[];
}

/** The permissions of `roleId` as a JSON array by permission id, for a nested select. */
export function permissionsJson(roleId: SQL): SQL<GrantedPermission[]> {
  return sql`(select coalesce(json_agg(json_build_object('id', ${q(permissions.id)}, 'name', ${q(permissions.name)},
    'restrictions', ${q(permissionRole.restrictions)}) order by ${q(permissions.id)}), '[]'::json)
    from ${permissionRole} inner join ${permissions} on ${q(permissions.id)} = ${q(permissionRole.permission_id)}
    where ${q(permissionRole.role_id)} = ${roleId})`;
}

async function permissionsOfRoles(
  db: Database,
  roleIds: number[],
): Promise<Map<number, GrantedPermission[]>> {
  const byRole = new Map<number, GrantedPermission[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({
      role_id: permissionRole.role_id,
      id: permissions.id,
      name: permissions.name,
      restrictions: permissionRole.restrictions,
    })
    .from(permissionRole)
    .innerJoin(permissions, eq(permissions.id, permissionRole.permission_id))
    .where(inArray(permissionRole.role_id, roleIds))
    .orderBy(permissions.id);
  for (const row of rows) {
    byRole.get(row.role_id)?.push({ id: row.id, name: row.name, restrictions: row.restrictions });
  }
  return byRole;
}

/** The roles a user holds, each with its permissions, in one query. */
export async function rolesOfUser(db: Database, userId: number): Promise<RoleWithPermissions[]> {
  const rows = await db
    .select({
      role_id: roles.id,
      role_name: roles.name,
      permission_id: permissions.id,
      permission_name: permissions.name,
      restrictions: permissionRole.restrictions,
    })
    .from(roleUser)
    .innerJoin(roles, eq(roles.id, roleUser.role_id))
    .leftJoin(permissionRole, eq(permissionRole.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, permissionRole.permission_id))
    .where(eq(roleUser.user_id, userId))
    .orderBy(roles.id, permissions.id);
  const held = new Map<number, RoleWithPermissions>();
  for (const row of rows) {
    const role = held.get(row.role_id) ?? { id: row.role_id, name: row.role_name, permissions: [] };
    held.set(row.role_id, role);
    if (row.permission_id !== null && row.permission_name !== null) {
      role.permissions.push({
        id: row.permission_id,
        name: row.permission_name,
        restrictions: row.restrictions ?? [],
      });
    }
  }
  return [...held.values()];
}

/** The given roles, each with its permissions (the roles a plan grants, for instance). */
export async function rolesWithPermissions(db: Database, roleIds: number[]): Promise<RoleWithPermissions[]> {
  if (roleIds.length === 0) return [];
  const found = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, roleIds))
    .orderBy(roles.id);
  const byRole = await permissionsOfRoles(
    db,
    found.map((role) => role.id),
  );
  return found.map((role) => ({ ...role, permissions: byRole.get(role.id) ?? [] }));
}

/** The role whose permissions apply to visitors who are not logged in, if the site has one. */
export async function guestRole(db: Database): Promise<RoleWithPermissions | null> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.guests, true));
  if (!role) return null;
  const byRole = await permissionsOfRoles(db, [role.id]);
  return { ...role, permissions: byRole.get(role.id) ?? [] };
}

/** The roles given to every new account. */
export async function defaultRoleIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.is_default, true));
  return rows.map((row) => row.id);
}

/**
 * The user's permissions across all roles. When several roles grant the same permission, the most generous terms
 * win: a restriction holds only if every grant carries it, with the highest value (`null` is unlimited).
 */
export function mergePermissions(held: RoleWithPermissions[]): GrantedPermission[] {
  const grants = new Map<string, GrantedPermission[]>();
  for (const permission of held.flatMap((role) => role.permissions)) {
    grants.set(permission.name, [...(grants.get(permission.name) ?? []), permission]);
  }
  return [...grants.values()].map(([first, ...others]) => {
    if (!first) throw new Error('A permission group is never empty');
    const restrictions = first.restrictions.flatMap((restriction) => {
      const values = [
        restriction,
        ...others.map((grant) => grant.restrictions.find((r) => r.name === restriction.name)),
      ];
      if (values.some((value) => value === undefined)) return [];
      const limits = values.map((value) => value?.value ?? null);
      const value = limits.includes(null) ? null : Math.max(...(limits as number[]));
      return [{ name: restriction.name, value }];
    });
    return { id: first.id, name: first.name, restrictions };
  });
}

/** How many users hold the `admin` permission through a role. */
export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(roleUser.user_id) })
    .from(roleUser)
    .innerJoin(permissionRole, eq(permissionRole.role_id, roleUser.role_id))
    .innerJoin(permissions, eq(permissions.id, permissionRole.permission_id))
    .where(eq(permissions.name, ADMIN_PERMISSION));
  return row?.value ?? 0;
}
