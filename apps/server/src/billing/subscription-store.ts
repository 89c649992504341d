import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { products, subscriptions } from '../db/schema';
import { type RoleWithPermissions, rolesWithPermissions } from '../roles/role-permissions';
import { subscriptionState } from './subscription-state';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** A subscription with its state at the time the account was loaded. */
export interface UserSubscription extends SubscriptionRecord {
  valid: boolean;
  active: boolean;
}

/** The user's subscriptions, oldest first, each with whether it counts at `now`. */
export async function subscriptionsOfUser(
  db: Database,
  userId: number,
  now: Date,
): Promise<UserSubscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(asc(subscriptions.id));
  return rows.map((row) => ({ ...row, ...subscriptionState(row, now) }));
}

/** The roles the plans of the valid subscriptions grant, with their permissions. */
export async function planRolesOf(db: Database, held: UserSubscription[]): Promise<RoleWithPermissions[]> {
  const productIds = held.flatMap((subscription) =>
    subscription.valid && subscription.product_id !== null ? [subscription.product_id] : [],
  );
  if (productIds.length === 0) return [];
  const plans = await db
    .select({ role_id: products.role_id })
    .from(products)
    .where(inArray(products.id, productIds));
  const roleIds = [...new Set(plans.flatMap((plan) => (plan.role_id === null ? [] : [plan.role_id])))];
  return rolesWithPermissions(db, roleIds);
}
