import {
  type AdminSubscription,
  SUBSCRIPTION_GATEWAYS,
  SUBSCRIPTION_STATUSES,
} from '@tonearm/client/contract';
import { count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import { displayName } from '../../accounts/serialize-user';
import { pricePayload } from '../../billing/billing-store';
import { subscriptionState } from '../../billing/subscription-state';
import type { Database } from '../../db/connect';
import { prices, products, subscriptions, users } from '../../db/schema';
import { betweenDates, containsPattern, type ListDefinition, listFilter } from '../list';

const equals = <V extends string | number>(column: AnyPgColumn, value: z.ZodType<V>) =>
  listFilter({
    operators: ['=', '!='],
    value,
    where: (operator, wanted): SQL => (operator === '=' ? eq(column, wanted) : ne(column, wanted)),
  });

const customerName = sql`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

/** `GET admin/subscriptions`: search by customer, sort by dates, filter by plan, gateway, status and dates. */
export const subscriptionListDefinition: ListDefinition = {
  sorts: {
    created_at: sql`${subscriptions.created_at}`,
    renews_at: sql`${subscriptions.renews_at}`,
    ends_at: sql`${subscriptions.ends_at}`,
    status: sql`${subscriptions.status}`,
    customer: sql`lower(${users.email})`,
  },
  defaultSort: { key: 'created_at', dir: 'desc' },
  search: (text) =>
    or(ilike(users.email, containsPattern(text)), ilike(customerName, containsPattern(text))) as SQL,
  filters: {
    plan: equals(subscriptions.product_id, z.number().int().positive()),
    gateway: equals(subscriptions.gateway_name, z.enum(SUBSCRIPTION_GATEWAYS)),
    status: equals(subscriptions.status, z.enum(SUBSCRIPTION_STATUSES)),
    created_at: betweenDates(subscriptions.created_at),
    renews_at: betweenDates(subscriptions.renews_at),
  },
  tieBreaker: sql`${subscriptions.id}`,
};

const rowColumns = {
  subscription: subscriptions,
  user: {
    id: users.id,
    email: users.email,
    first_name: users.first_name,
    last_name: users.last_name,
    image: users.image,
  },
  plan: { id: products.id, name: products.name },
  price: prices,
};

/** The subscriptions with their customer, plan and price, for the list and for one row. */
export function subscriptionRows(db: Database) {
  return db
    .select(rowColumns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .leftJoin(products, eq(products.id, subscriptions.product_id))
    .leftJoin(prices, eq(prices.id, subscriptions.price_id))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof subscriptionRows>['execute']>>[number];

/** A subscription as a row of the admin's list. */
export function subscriptionRow(row: JoinedRow, now: Date): AdminSubscription {
  const { subscription } = row;
  const state = subscriptionState(subscription, now);
  return {
    id: subscription.id,
    customer: { id: row.user.id, name: displayName(row.user), email: row.user.email, image: row.user.image },
    plan: row.plan,
    price: row.price ? pricePayload(row.price) : null,
    gateway: subscription.gateway_name,
    status: subscription.status,
    valid: state.valid,
    on_grace_period: state.valid && subscription.ends_at !== null,
    renews_at: subscription.renews_at?.toISOString() ?? null,
    ends_at: subscription.ends_at?.toISOString() ?? null,
    created_at: subscription.created_at.toISOString(),
  };
}

/** The number of subscriptions matching `where`; joins users only when the search needs them. */
export async function countSubscriptions(db: Database, where: SQL | undefined, searching: boolean) {
  const base = db.select({ value: count() }).from(subscriptions).$dynamic();
  const [row] = await (searching ? base.innerJoin(users, eq(users.id, subscriptions.user_id)) : base).where(
    where,
  );
  return row?.value ?? 0;
}

/** The rows `ids`, in no particular order. */
export async function readSubscriptions(
  db: Database,
  ids: number[],
  now: Date,
): Promise<AdminSubscription[]> {
  if (ids.length === 0) return [];
  const rows = await subscriptionRows(db).where(inArray(subscriptions.id, ids));
  return rows.map((row) => subscriptionRow(row, now));
}
