import type { AdminPlanRow } from '@tonearm/client/contract';
import { asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { prices, products, subscriptions } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter, timestampFilters } from '../list';
import { grantingAt } from './granting-subscriptions';

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

const flag = (column: AnyPgColumn) =>
  listFilter({
    operators: ['=', '!='],
    value: z.boolean(),
    where: (operator, value): SQL => eq(column, operator === '=' ? value : !value),
  });

/** How many subscriptions grant the plan now, for the list's column, sort and filter. */
export const subscriberCount = (now: Date): SQL<number> =>
  sql<number>`(select count(*) from ${subscriptions} where ${q(subscriptions.product_id)} = ${q(products.id)}
    and ${grantingAt(now)})`.mapWith(Number);

/** `GET admin/plans`: search by name, sort by any column, filter by flags, subscribers and dates. */
export function planListDefinition(now: Date): ListDefinition {
  const subscribers = subscriberCount(now);
  return {
    sorts: {
      name: sql`lower(${products.name})`,
      position: sql`${products.position}`,
      subscribers,
      created_at: sql`${products.created_at}`,
      updated_at: sql`${products.updated_at}`,
    },
    defaultSort: { key: 'position', dir: 'asc' },
    search: (text) => ilike(products.name, containsPattern(text)),
    filters: {
      hidden: flag(products.hidden),
      recommended: flag(products.recommended),
      free: flag(products.free),
      subscribers: listFilter({
        operators: ['=', '>', '>=', '<', '<='],
        value: z.number().int().min(0),
        where: (operator, value): SQL => sql`${subscribers} ${sql.raw(operator)} ${value}`,
      }),
      ...timestampFilters(products),
    },
    tieBreaker: sql`${products.id}`,
  };
}

/** The prices of `planIds`, oldest first, each with its subscribers at `now`. */
export async function pricesWithSubscribers(db: Database, planIds: number[], now: Date) {
  if (planIds.length === 0) return [];
  return db
    .select({
      price: prices,
      subscribers:
        sql<number>`(select count(*) from ${subscriptions} where ${q(subscriptions.price_id)} = ${q(prices.id)}
        and ${grantingAt(now)})`.mapWith(Number),
    })
    .from(prices)
    .where(inArray(prices.product_id, planIds))
    .orderBy(asc(prices.id));
}

/** A plan as a row of the admin's list. */
export function planRow(
  plan: ProductRow,
  subscribers: number,
  planPrices: { price: PriceRow; subscribers: number }[],
): AdminPlanRow {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    position: plan.position,
    recommended: plan.recommended,
    hidden: plan.hidden,
    free: plan.free,
    prices: planPrices
      .filter((entry) => entry.price.product_id === plan.id)
      .map(({ price, subscribers: payers }) => ({
        id: price.id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval as AdminPlanRow['prices'][number]['interval'],
        interval_count: price.interval_count,
        subscribers: payers,
      })),
    subscribers,
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
  };
}

/** The number of plans matching `where`. */
export async function countPlans(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(where);
  return row?.value ?? 0;
}
