import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { products, roles, roleUser, users } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { replaceRolePermissions } from '../../roles/permission-grants';
import { countAdmins } from '../../roles/role-permissions';
import type { RolePayloadInput } from './role-payload';

const NAME_TAKEN = 'Another role already has this name.';

const postgresCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A unique index refused the write; drizzle wraps the driver's error as its `cause`. */
export const isUniqueViolation = (error: unknown): boolean =>
  postgresCode(error) === '23505' || (error instanceof Error && postgresCode(error.cause) === '23505');

const NO_ADMIN_LEFT =
  'This would leave the site without an admin: give another user the admin permission first.';

/** Runs `change` and undoes it when it took the last admin away, so the admin area can never lock everyone out. */
async function keepingAnAdmin(
  db: Database,
  field: string,
  change: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await countAdmins(tx);
    await change(tx);
    if (before > 0 && (await countAdmins(tx)) === 0) throw new ValidationError({ [field]: [NO_ADMIN_LEFT] });
  });
}

async function nameTaken(db: Database, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(sql`lower(${roles.name}) = lower(${name})`, exceptId === null ? undefined : ne(roles.id, exceptId)),
    );
  return row !== undefined;
}

async function countWhere(db: Database, condition: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db.select({ value: count() }).from(roles).where(condition);
  return row?.value ?? 0;
}

/**
 * Writes a role's details and permissions. Exactly one role is the guests role, so making a role the guests role
 * takes the flag from the previous one, and the guests role keeps it until another takes it; at least one role is
 * given to new accounts, so the last default role keeps its flag.
 */
export async function saveRole(db: Database, id: number | null, input: RolePayloadInput): Promise<number> {
  if (await nameTaken(db, input.name, id)) {
    throw new ValidationError({ name: [NAME_TAKEN] });
  }
  const [current] =
    id === null
      ? [null]
      : await db
          .select({ guests: roles.guests, is_default: roles.is_default })
          .from(roles)
          .where(eq(roles.id, id));
  if (current === undefined) throw notFound('There is no such role.');
  if (current?.guests && !input.guests) {
    throw new ValidationError({
      guests: ['The site needs a guests role: make another role the guests role instead.'],
    });
  }
  if (current?.is_default && !input.default && (await countWhere(db, eq(roles.is_default, true))) <= 1) {
    throw new ValidationError({
      default: ['New accounts need a role: make another role the default before turning this one off.'],
    });
  }
  if (input.guests && id !== null && (await memberCount(db, id)) > 0) {
    throw new ValidationError({
      guests: ['Remove the members of this role before making it the guests role.'],
    });
  }
  let saved = id ?? 0;
  try {
    await keepingAnAdmin(db, 'permissions', async (tx) => {
      if (input.guests) await tx.update(roles).set({ guests: false }).where(eq(roles.guests, true));
      const values = {
        name: input.name,
        description: input.description,
        is_default: input.default,
        guests: input.guests,
        updated_at: new Date(),
      };
      if (id === null) {
        const [created] = await tx.insert(roles).values(values).returning({ id: roles.id });
        if (!created) throw new Error('The role was not created');
        saved = created.id;
      } else {
        await tx.update(roles).set(values).where(eq(roles.id, id));
      }
      await replaceRolePermissions(tx, saved, input.permissions);
    });
  } catch (error) {
    // Two saves of the same new name at once both pass the check above; the unique index stops the second.
    if (isUniqueViolation(error)) throw new ValidationError({ name: [NAME_TAKEN] });
    throw error;
  }
  return saved;
}

/** How many users hold the role. */
export async function memberCount(db: Database, roleId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(roleUser).where(eq(roleUser.role_id, roleId));
  return row?.value ?? 0;
}

/**
 * Deletes roles, refusing the guests role, a role a plan gives, the last default role and a deletion that would
 * leave no admin.
 */
export async function deleteRoles(db: Database, ids: number[]): Promise<void> {
  const found = await db
    .select({ id: roles.id, name: roles.name, guests: roles.guests, is_default: roles.is_default })
    .from(roles)
    .where(inArray(roles.id, ids));
  if (found.length < ids.length) throw notFound('Some of these roles do not exist.');
  const guests = found.find((role) => role.guests);
  if (guests) {
    throw new ValidationError({
      ids: [`${guests.name} is the guests role: make another role the guests role before deleting it.`],
    });
  }
  // Its subscribers would silently lose what they pay for.
  const [plan] = await db
    .select({ plan: products.name, role: roles.name })
    .from(products)
    .innerJoin(roles, eq(roles.id, products.role_id))
    .where(inArray(products.role_id, ids))
    .limit(1);
  if (plan) {
    throw new ValidationError({
      ids: [
        `The ${plan.plan} plan gives the ${plan.role} role: give the plan another role before deleting it.`,
      ],
    });
  }
  const defaults = await countWhere(db, eq(roles.is_default, true));
  if (defaults > 0 && found.filter((role) => role.is_default).length >= defaults) {
    throw new ValidationError({
      ids: [
        'New accounts need a role: keep at least one default role, or make another role the default first.',
      ],
    });
  }
  await keepingAnAdmin(db, 'ids', async (tx) => {
    await tx.delete(roles).where(inArray(roles.id, ids));
  });
}

/** Gives the role to users who exist; users who hold it already keep it. */
export async function addMembers(db: Database, roleId: number, userIds: number[]): Promise<void> {
  const [role] = await db.select({ guests: roles.guests }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('There is no such role.');
  if (role.guests) {
    throw new ValidationError({
      userIds: ['The guests role applies to visitors who are not signed in: it has no members.'],
    });
  }
  const known = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  if (known.length < new Set(userIds).size) {
    throw new ValidationError({ userIds: ['Some of these users do not exist.'] });
  }
  await db
    .insert(roleUser)
    .values(known.map((user) => ({ user_id: user.id, role_id: roleId })))
    .onConflictDoNothing();
  await db.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, roleId));
}

/** Takes the role from users, refusing when that would leave no admin. */
export async function removeMembers(db: Database, roleId: number, userIds: number[]): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('There is no such role.');
  await keepingAnAdmin(db, 'userIds', async (tx) => {
    await tx.delete(roleUser).where(and(eq(roleUser.role_id, roleId), inArray(roleUser.user_id, userIds)));
    await tx.update(roles).set({ updated_at: new Date() }).where(eq(roles.id, roleId));
  });
}
