import type { AdminPlan, PlanPayload } from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { gatewayPrices, prices, products, roles } from '../../db/schema';
import { type FieldErrors, notFound, ValidationError } from '../../http/errors';
import type { PermissionGrant } from '../../roles/permission-grants';
import { planRow, pricesWithSubscribers, subscriberCount } from './plan-list';
import { planPermissions, roleIsPlansOwn, savePlanPermissions } from './plan-permissions';

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

export const NO_SUCH_PLAN = 'There is no such plan.';

/** A plan's fields as checked, its permissions checked against the catalogue. */
export type PlanInput = Omit<PlanPayload, 'permissions'> & { permissions: PermissionGrant[] };

/** The plan `id` with its prices, subscribers and permissions, as its editor shows it. */
export async function readPlan(db: Database, id: number, now: Date): Promise<AdminPlan> {
  const [row] = await db
    .select({ plan: products, subscribers: subscriberCount(now) })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound(NO_SUCH_PLAN);
  const planPrices = await pricesWithSubscribers(db, [id], now);
  return {
    ...planRow(row.plan, row.subscribers, planPrices),
    feature_list: row.plan.feature_list,
    permissions: await planPermissions(db, row.plan.role_id),
  };
}

const termsChanged = (stored: PriceRow, wanted: PlanInput['prices'][number]) =>
  stored.amount !== wanted.amount ||
  stored.currency !== wanted.currency ||
  stored.interval !== wanted.interval ||
  stored.interval_count !== wanted.interval_count;

const subscribersMessage = (count: number) =>
  `${count === 1 ? 'One subscriber pays' : `${count} subscribers pay`} this price, so it cannot change: add a new price instead.`;

/**
 * What the payload does to the plan's prices: a price with an id keeps it, one without is added, a stored one left
 * out is deleted. A price that subscribers pay keeps its terms and stays, or the whole save is refused naming it.
 */
function planPriceChanges(
  input: PlanInput,
  stored: { price: PriceRow; subscribers: number }[],
): { update: PlanInput['prices']; add: PlanInput['prices']; remove: number[] } {
  const errors: FieldErrors = {};
  const byId = new Map(stored.map((entry) => [entry.price.id, entry]));
  if (input.free && input.prices.length > 0) errors.prices = ['A free plan has no prices.'];
  input.prices.forEach((wanted, index) => {
    if (wanted.id === undefined) return;
    const known = byId.get(wanted.id);
    if (!known) errors[`prices.${index}.id`] = ['This price is not one of the plan’s.'];
    else if (known.subscribers > 0 && termsChanged(known.price, wanted)) {
      for (const field of ['amount', 'currency', 'interval', 'interval_count'] as const) {
        if (String(known.price[field]) !== String(wanted[field])) {
          errors[`prices.${index}.${field}`] = [subscribersMessage(known.subscribers)];
        }
      }
    }
  });
  const kept = new Set(input.prices.flatMap((price) => (price.id === undefined ? [] : [price.id])));
  const removed = stored.filter((entry) => !kept.has(entry.price.id));
  const paid = removed.filter((entry) => entry.subscribers > 0);
  if (paid.length > 0) {
    errors.prices = [
      ...(errors.prices ?? []),
      ...paid.map(
        (entry) =>
          `The ${entry.price.amount} ${entry.price.currency} price has subscribers and cannot be deleted.`,
      ),
    ];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    update: input.prices.filter((price) => {
      const known = price.id === undefined ? undefined : byId.get(price.id);
      return known !== undefined && termsChanged(known.price, price);
    }),
    add: input.prices.filter((price) => price.id === undefined),
    remove: removed.map((entry) => entry.price.id),
  };
}

/** Creates the plan (`id` null) or rewrites it, its prices and its permissions in one transaction. */
export async function savePlan(
  db: Database,
  id: number | null,
  input: PlanInput,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    let plan: ProductRow | undefined;
    const fields = {
      name: input.name,
      description: input.description,
      position: input.position,
      recommended: input.recommended,
      hidden: input.hidden,
      free: input.free,
      feature_list: input.feature_list,
      updated_at: now,
    };
    if (id === null) {
      planPriceChanges(input, []);
      [plan] = await tx
        .insert(products)
        .values({ ...fields, created_at: now })
        .returning();
    } else {
      const stored = await pricesWithSubscribers(tx, [id], now);
      const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!found) throw notFound(NO_SUCH_PLAN);
      const changes = planPriceChanges(input, stored);
      [plan] = await tx.update(products).set(fields).where(eq(products.id, id)).returning();
      for (const price of changes.update) {
        if (price.id === undefined) continue;
        await tx
          .update(prices)
          .set({
            amount: price.amount,
            currency: price.currency,
            interval: price.interval,
            interval_count: price.interval_count,
          })
          .where(eq(prices.id, price.id));
        // The provider's price has the old terms: the next checkout or Sync makes one with the new ones.
        await tx.delete(gatewayPrices).where(eq(gatewayPrices.price_id, price.id));
      }
      if (changes.remove.length > 0) await tx.delete(prices).where(inArray(prices.id, changes.remove));
      input = { ...input, prices: changes.add };
    }
    if (!plan) throw new Error('The plan was not saved');
    const added = input.prices.filter((price) => price.id === undefined);
    if (added.length > 0) {
      await tx.insert(prices).values(
        added.map((price) => ({
          product_id: plan.id,
          amount: price.amount,
          currency: price.currency,
          interval: price.interval,
          interval_count: price.interval_count,
          created_at: now,
        })),
      );
    }
    await savePlanPermissions(tx, plan, input.permissions);
    return plan.id;
  });
}

/**
 * Deletes the plans `ids`, refusing all of them when one still has subscribers. Ended subscriptions keep their
 * history without a plan; a role only these plans granted goes with them.
 */
export async function deletePlans(db: Database, ids: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ plan: products, subscribers: subscriberCount(now) })
      .from(products)
      .where(inArray(products.id, ids));
    const held = found.filter((row) => row.subscribers > 0);
    if (held.length > 0) {
      throw new ValidationError({
        ids: held.map(
          (row) =>
            `“${row.plan.name}” still has ${row.subscribers} ${row.subscribers === 1 ? 'subscriber' : 'subscribers'}: cancel their subscriptions or hide the plan instead.`,
        ),
      });
    }
    const ownRoles: number[] = [];
    for (const { plan } of found) {
      if (plan.role_id !== null && (await roleIsPlansOwn(tx, plan, plan.role_id)))
        ownRoles.push(plan.role_id);
    }
    await tx.delete(products).where(inArray(products.id, ids));
    if (ownRoles.length > 0) await tx.delete(roles).where(inArray(roles.id, ownRoles));
  });
}
