import type { CreateAdminUserPayload, UpdateAdminUserPayload } from '@tonearm/client/contract';
import { ADMIN_PERMISSION } from '@tonearm/client/rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Account } from '../../accounts/account';
import { MIN_PASSWORD_LENGTH } from '../../accounts/password-rules';
import { accountCan } from '../../accounts/require-permission';
import type { AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { permissions, permissionUser, roles, roleUser, users } from '../../db/schema';
import { forbidden, notFound, ValidationError } from '../../http/errors';
import { catalogPermission } from '../../roles/permission-catalogue';
import { defaultRoleIds } from '../../roles/role-permissions';
import { hashPassword } from '../../security/passwords';
import {
  anyAdminAmong,
  assertAnAdminRemains,
  rolesGrantAdmin,
  SELF_DELETE,
  SELF_SUSPEND,
} from './user-guards';

export const EMAIL_TAKEN = 'The email has already been taken.';
export const ONLY_ADMINS_GRANT_ADMIN = 'Only an admin can give or take the admin permission.';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// An empty text field clears the value rather than storing ''.
const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

async function assertEmailFree(db: Database, email: string, exceptId = 0): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptId)));
  if (taken) throw new ValidationError({ email: [EMAIL_TAKEN] });
}

/** The ids given, if each names a role a user can hold (not the guests' role); a 422 otherwise. */
async function assignableRoles(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, unique), eq(roles.guests, false)));
  if (found.length !== unique.length) throw new ValidationError({ roles: ['Choose roles that exist.'] });
  return unique;
}

/** Only an admin may hand out or take away `admin`, so `users.update` cannot make its holder an admin. */
function assertMayTouchAdmin(actor: Account, touchesAdmin: boolean, field: string): void {
  if (touchesAdmin && !accountCan(actor, ADMIN_PERMISSION)) {
    throw new ValidationError({ [field]: [ONLY_ADMINS_GRANT_ADMIN] });
  }
}

/** `POST admin/users`: the new user's id. */
export async function createUser(
  services: AppServices,
  actor: Account,
  payload: CreateAdminUserPayload,
): Promise<number> {
  const { db } = services;
  const now = services.now();
  if (payload.password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      password: [`The password field must be at least ${MIN_PASSWORD_LENGTH} characters.`],
    });
  }
  await assertEmailFree(db, payload.email);
  const roleIds = payload.roles ? await assignableRoles(db, payload.roles) : await defaultRoleIds(db);
  assertMayTouchAdmin(actor, await rolesGrantAdmin(db, roleIds), 'roles');
  const password = await hashPassword(payload.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: payload.email,
        password,
        first_name: blankToNull(payload.first_name) ?? null,
        last_name: blankToNull(payload.last_name) ?? null,
        email_verified_at: payload.email_verified ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('The user was not created');
    if (roleIds.length > 0) {
      await tx.insert(roleUser).values(roleIds.map((role_id) => ({ user_id: user.id, role_id })));
    }
    return user.id;
  });
}

async function replaceRoles(tx: Transaction, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(roleUser).where(eq(roleUser.user_id, userId));
  if (roleIds.length > 0) {
    await tx.insert(roleUser).values(roleIds.map((role_id) => ({ user_id: userId, role_id })));
  }
}

/** The permission ids of the grants, each name checked; 422 naming the grant that has none. */
async function grantRows(db: Database, grants: NonNullable<UpdateAdminUserPayload['permissions']>) {
  const names = [...new Set(grants.map((grant) => grant.name))];
  const found =
    names.length === 0
      ? []
      : await db
          .select({ id: permissions.id, name: permissions.name })
          .from(permissions)
          .where(inArray(permissions.name, names));
  const idOf = new Map(found.map((permission) => [permission.name, permission.id]));
  const errors: Record<string, string[]> = {};
  grants.forEach((grant, index) => {
    if (!idOf.has(grant.name)) {
      errors[`permissions.${index}.name`] = [`There is no permission named ${grant.name}.`];
      return;
    }
    // The same restrictions the role editor offers for the permission, and nothing else.
    const offered = catalogPermission(grant.name)?.restrictions ?? [];
    grant.restrictions.forEach((restriction, position) => {
      const field = `permissions.${index}.restrictions.${position}`;
      const definition = offered.find((candidate) => candidate.name === restriction.name);
      if (!definition) {
        errors[`${field}.name`] = [`The ${grant.name} permission takes no ${restriction.name} restriction.`];
      } else if (
        restriction.value !== null &&
        (!Number.isInteger(restriction.value) || restriction.value < 0)
      ) {
        errors[`${field}.value`] = ['A restriction is a whole number of at least 0, or empty for unlimited.'];
      }
    });
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const byId = new Map(grants.map((grant) => [idOf.get(grant.name) as number, grant.restrictions]));
  return [...byId].map(([permission_id, restrictions]) => ({ permission_id, restrictions }));
}

function knownTimezone(timezone: string): boolean {
  return timezone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(timezone);
}

/** `PUT admin/users/{id}`: changes the fields given, in one transaction. */
export async function updateUser(
  services: AppServices,
  actor: Account,
  id: number,
  payload: UpdateAdminUserPayload,
): Promise<void> {
  const { db } = services;
  const now = services.now();
  const [target] = await db
    .select({ id: users.id, email_verified_at: users.email_verified_at })
    .from(users)
    .where(eq(users.id, id));
  if (!target) throw notFound();
  if (payload.email !== undefined) await assertEmailFree(db, payload.email, id);
  if (payload.timezone && !knownTimezone(payload.timezone)) {
    throw new ValidationError({ timezone: ['Choose a timezone from the list.'] });
  }
  const roleIds = payload.roles === undefined ? undefined : await assignableRoles(db, payload.roles);
  if (roleIds !== undefined) {
    const held = await db.select({ id: roleUser.role_id }).from(roleUser).where(eq(roleUser.user_id, id));
    const heldIds = held.map((row) => row.id);
    const changed = [
      ...roleIds.filter((role) => !heldIds.includes(role)),
      ...heldIds.filter((role) => !roleIds.includes(role)),
    ];
    assertMayTouchAdmin(actor, await rolesGrantAdmin(db, changed), 'roles');
  }
  const grants = payload.permissions === undefined ? undefined : await grantRows(db, payload.permissions);
  if (payload.permissions !== undefined) {
    const before = await db
      .select({ name: permissions.name })
      .from(permissionUser)
      .innerJoin(permissions, eq(permissions.id, permissionUser.permission_id))
      .where(eq(permissionUser.user_id, id));
    const hadAdmin = before.some((row) => row.name === ADMIN_PERMISSION);
    const hasAdmin = payload.permissions.some((grant) => grant.name === ADMIN_PERMISSION);
    assertMayTouchAdmin(actor, hadAdmin !== hasAdmin, 'permissions');
  }

  await db.transaction(async (tx) => {
    const verified =
      payload.email_verified === undefined
        ? undefined
        : payload.email_verified
          ? (target.email_verified_at ?? now)
          : null;
    await tx
      .update(users)
      .set({
        first_name: blankToNull(payload.first_name),
        last_name: blankToNull(payload.last_name),
        email: payload.email,
        email_verified_at: verified,
        language: payload.language,
        country: payload.country,
        timezone: payload.timezone,
        updated_at: now,
      })
      .where(eq(users.id, id));
    if (roleIds !== undefined) await replaceRoles(tx, id, roleIds);
    if (grants !== undefined) {
      await tx.delete(permissionUser).where(eq(permissionUser.user_id, id));
      if (grants.length > 0) {
        await tx.insert(permissionUser).values(grants.map((grant) => ({ user_id: id, ...grant })));
      }
    }
    await assertAnAdminRemains(tx, now, roleIds !== undefined ? 'roles' : 'permissions');
  });
}

/** Refuses acting on oneself, and a non-admin acting on an admin. */
async function assertMayActOn(
  db: Database,
  actor: Account,
  ids: number[],
  selfMessage: string,
): Promise<void> {
  if (ids.includes(actor.user.id)) throw new ValidationError({ user: [selfMessage] });
  if (!accountCan(actor, ADMIN_PERMISSION) && (await anyAdminAmong(db, ids))) {
    throw forbidden('Only an admin can suspend or delete an admin.');
  }
}

/** `POST admin/users/{id}/suspend`: for good, or until `until`; takes effect on the user's next request. */
export async function suspendUser(
  services: AppServices,
  actor: Account,
  id: number,
  until: Date | null,
  reason: string | null,
): Promise<void> {
  const { db } = services;
  const now = services.now();
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!target) throw notFound();
  await assertMayActOn(db, actor, [id], SELF_SUSPEND);
  if (until !== null && until <= now) {
    throw new ValidationError({ until: ['The suspension must end in the future.'] });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ banned_at: now, banned_until: until, ban_reason: reason || null, updated_at: now })
      .where(eq(users.id, id));
    await assertAnAdminRemains(tx, now, 'user');
  });
}

/** `DELETE admin/users/{ids}`: how many were deleted; their avatars go with them. */
export async function deleteUsers(services: AppServices, actor: Account, ids: number[]): Promise<number> {
  const { db } = services;
  const now = services.now();
  await assertMayActOn(db, actor, ids, SELF_DELETE);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(users)
      .where(inArray(users.id, ids))
      .returning({ id: users.id, image: users.image });
    await assertAnAdminRemains(tx, now, 'ids');
    return rows;
  });
  await Promise.all(deleted.map((row) => services.storage.remove(row.image)));
  return deleted.length;
}
