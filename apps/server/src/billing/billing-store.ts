import type { BillingSubscription, CardSummary, Invoice } from '@tonearm/client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { invoices, prices, products, subscriptions } from '../db/schema';
import { randomToken } from '../security/tokens';
import type { PriceInterval, ProductPayload } from './product-catalogue';
import { type ChargedPrice, type ProviderSubscription, periodEnd } from './providers/payment-provider';
import { subscriptionState } from './subscription-state';

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof prices.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A plan and one of its prices. */
export interface PlanPrice {
  product: ProductRow;
  price: PriceRow;
}

/** The listed plan `productId` with its price `priceId`, or `null` when either is unknown, hidden or mismatched. */
export async function findPlanPrice(
  db: Database,
  productId: number,
  priceId: number,
): Promise<PlanPrice | null> {
  const [row] = await db
    .select({ product: products, price: prices })
    .from(prices)
    .innerJoin(products, eq(products.id, prices.product_id))
    .where(and(eq(prices.id, priceId), eq(products.id, productId), eq(products.hidden, false)))
    .limit(1);
  return row ?? null;
}

export function chargedPrice({ product, price }: PlanPrice): ChargedPrice {
  return {
    id: price.id,
    amount: price.amount,
    currency: price.currency,
    interval: price.interval as PriceInterval,
    interval_count: price.interval_count,
    productName: product.name,
  };
}

export function productPayload(product: ProductRow, planPrices: PriceRow[]): ProductPayload {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    hidden: product.hidden,
    recommended: product.recommended,
    free: product.free,
    feature_list: product.feature_list,
    prices: planPrices.map(pricePayload),
  };
}

export const pricePayload = (price: PriceRow) => ({
  id: price.id,
  amount: price.amount,
  currency: price.currency,
  interval: price.interval as PriceInterval,
  interval_count: price.interval_count,
});

/**
 * The subscription /billing is about: the newest one still granting its plan, else the newest one. Ended
 * subscriptions stay as history, so a user who resubscribes has several.
 */
export async function currentSubscription(
  db: Database,
  userId: number,
  now: Date,
): Promise<SubscriptionRow | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(desc(subscriptions.id));
  return rows.find((row) => subscriptionState(row, now).valid) ?? null;
}

const cardOf = (row: {
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}): CardSummary | null =>
  row.card_brand && row.card_last4 && row.card_exp_month && row.card_exp_year
    ? {
        brand: row.card_brand,
        last4: row.card_last4,
        exp_month: row.card_exp_month,
        exp_year: row.card_exp_year,
      }
    : null;

export { cardOf };

/** A subscription as /billing shows it, with its plan and price. */
export async function billingSubscriptionPayload(
  db: Database,
  row: SubscriptionRow,
  now: Date,
): Promise<BillingSubscription> {
  const state = subscriptionState(row, now);
  const [product] =
    row.product_id === null ? [] : await db.select().from(products).where(eq(products.id, row.product_id));
  const planPrices = product ? await db.select().from(prices).where(eq(prices.product_id, product.id)) : [];
  const price = planPrices.find((candidate) => candidate.id === row.price_id);
  return {
    id: row.id,
    gateway: row.gateway_name,
    status: row.status,
    ...state,
    on_grace_period: state.valid && row.ends_at !== null,
    product: product ? productPayload(product, planPrices) : null,
    price: price ? pricePayload(price) : null,
    card: cardOf(row),
    renews_at: row.renews_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The columns a provider's report of a subscription sets. */
export function providerColumns(reported: ProviderSubscription, now: Date) {
  return {
    gateway_id: reported.gatewayId,
    status: reported.status,
    renews_at: reported.renewsAt,
    ends_at: reported.endsAt,
    updated_at: now,
    ...(reported.card === undefined
      ? {}
      : {
          card_brand: reported.card?.brand ?? null,
          card_last4: reported.card?.last4 ?? null,
          card_exp_month: reported.card?.exp_month ?? null,
          card_exp_year: reported.card?.exp_year ?? null,
        }),
  };
}

/** Records the charge for one period of `plan` from `start`. */
export async function recordInvoice(
  db: Database,
  input: { userId: number; subscriptionId: number; plan: PlanPrice; start: Date; end?: Date | null },
): Promise<void> {
  const { price, product } = input.plan;
  await db.insert(invoices).values({
    uuid: randomToken(12),
    user_id: input.userId,
    subscription_id: input.subscriptionId,
    description: product.name,
    amount: price.amount,
    currency: price.currency,
    paid: true,
    period_start: input.start,
    period_end: input.end ?? periodEnd(input.start, price.interval as PriceInterval, price.interval_count),
    created_at: input.start,
  });
}

/** The user's invoices, newest first. */
export async function invoicesOf(db: Database, userId: number): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.user_id, userId))
    .orderBy(desc(invoices.created_at), desc(invoices.id));
  return rows.map((row) => ({
    uuid: row.uuid,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    paid: row.paid,
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    created_at: row.created_at.toISOString(),
  }));
}
