import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { prices, products, roles } from '../db/schema';
import { BILLING_PLANS } from './billing-plans';

/** Creates the demo plans in their /pricing order. */
export async function seedBillingPlans(db: Database): Promise<void> {
  const roleNames = BILLING_PLANS.flatMap((plan) => (plan.role ? [plan.role] : []));
  const planRoles =
    roleNames.length === 0
      ? []
      : await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, roleNames));
  const roleId = new Map(planRoles.map((role) => [role.name, role.id]));
  for (const [position, plan] of BILLING_PLANS.entries()) {
    const [product] = await db
      .insert(products)
      .values({
        name: plan.name,
        description: plan.description,
        recommended: plan.recommended,
        free: plan.free,
        feature_list: plan.feature_list,
        position,
        role_id: plan.role ? (roleId.get(plan.role) ?? null) : null,
      })
      .returning({ id: products.id });
    if (!product) throw new Error(`Could not create the ${plan.name} plan`);
    if (plan.prices.length > 0) {
      await db.insert(prices).values(plan.prices.map((price) => ({ ...price, product_id: product.id })));
    }
  }
}
