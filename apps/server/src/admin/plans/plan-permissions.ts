import type { PlanPermission } from '@tonearm/client/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Account } from '../../accounts/account';
import { accountCan } from '../../accounts/require-permission';
import type { Database } from '../../db/connect';
import { products, roles, roleUser } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { type PermissionGrant, replaceRolePermissions } from '../../roles/permission-grants';
import { rolesWithPermissions } from '../../roles/role-permissions';

type ProductRow = typeof products.$inferSelect;

/** The permissions a plan's subscribers get: those of the plan's role (`products.role_id`), read by `planRoles`. */
export async function planPermissions(db: Database, roleId: number | null): Promise<PlanPermission[]> {
  if (roleId === null) return [];
  const [role] = await rolesWithPermissions(db, [roleId]);
  return (role?.permissions ?? []).map(({ name, restrictions }) => ({ name, restrictions }));
}

/**
 * An editor of plans could otherwise give themselves any permission through a plan and a subscription, so a plan
 * may grant only what the editing account holds.
 */
export function refuseUnheldGrants(account: Account, grants: PermissionGrant[]): void {
  const errors: Record<string, string[]> = {};
  grants.forEach((grant, index) => {
    if (!accountCan(account, grant.name)) {
      errors[`permissions.${index}.name`] = [`You cannot grant ${grant.name}: you do not hold it yourself.`];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const sameGrants = (a: PlanPermission[], b: PermissionGrant[]) => {
  const key = (grants: PlanPermission[]) =>
    JSON.stringify(
      grants
        .map((grant) => ({
          name: grant.name,
          restrictions: [...grant.restrictions].sort((x, y) => x.name.localeCompare(y.name)),
        }))
        .sort((x, y) => x.name.localeCompare(y.name)),
    );
  return key(a) === key(b);
};

/** Whether the plan's role belongs to it alone: no other plan grants it and nobody holds it directly. */
export async function roleIsPlansOwn(db: Database, plan: ProductRow, roleId: number): Promise<boolean> {
  const [role] = await db
    .select({ guests: roles.guests, is_default: roles.is_default })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role || role.guests || role.is_default) return false;
  const [otherPlans] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.role_id, roleId), ne(products.id, plan.id)));
  const [members] = await db.select({ value: count() }).from(roleUser).where(eq(roleUser.role_id, roleId));
  return (otherPlans?.value ?? 0) === 0 && (members?.value ?? 0) === 0;
}

/** A new role for the plan, named after its id so renaming the plan never clashes with another role's name. */
async function newPlanRole(db: Database, plan: ProductRow): Promise<{ id: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const name = `Plan ${plan.id} subscribers${attempt === 1 ? '' : ` (${attempt})`}`;
    const [role] = await db
      .insert(roles)
      .values({ name, description: `What subscribers of the plan “${plan.name}” may do.` })
      .onConflictDoNothing({ target: roles.name })
      .returning({ id: roles.id });
    if (role) return role;
  }
}

/**
 * Makes `grants` what the plan's subscribers get, from their next request. The plan's own role is rewritten; a role
 * it shares (the seeded `subscriber` role, a role users hold directly) is left as it is and the plan gets a role
 * of its own, so editing one plan never changes another plan or a user. Unchanged grants change nothing.
 */
export async function savePlanPermissions(
  db: Database,
  plan: ProductRow,
  grants: PermissionGrant[],
): Promise<void> {
  const current = await planPermissions(db, plan.role_id);
  if (sameGrants(current, grants)) return;
  if (plan.role_id !== null && (await roleIsPlansOwn(db, plan, plan.role_id))) {
    await replaceRolePermissions(db, plan.role_id, grants);
    return;
  }
  const role = await newPlanRole(db, plan);
  await replaceRolePermissions(db, role.id, grants);
  await db.update(products).set({ role_id: role.id }).where(eq(products.id, plan.id));
}
