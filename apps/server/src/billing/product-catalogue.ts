import type { productSchema } from '@tonearm/client/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../db/connect';
import { prices, products } from '../db/schema';
import type { PageQuery } from '../http/pagination';

/** A plan as sent over the wire. */
export type ProductPayload = z.input<typeof productSchema>;

export type PriceInterval = ProductPayload['prices'][number]['interval'];

/** Only plans shown on /pricing: hidden ones keep their subscribers but take no new ones. */
const listed = eq(products.hidden, false);

/** One page of the listed plans in their /pricing order, each with its prices. */
export async function listedProducts(
  db: Database,
  page: PageQuery,
): Promise<{ items: ProductPayload[]; total: number }> {
  const [totalRow] = await db.select({ value: count() }).from(products).where(listed);
  const plans = await db
    .select()
    .from(products)
    .where(listed)
    .orderBy(asc(products.position), asc(products.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const planPrices =
    plans.length === 0
      ? []
      : await db
          .select()
          .from(prices)
          .where(
            inArray(
              prices.product_id,
              plans.map((plan) => plan.id),
            ),
          )
          .orderBy(asc(prices.id));
  const items = plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    hidden: plan.hidden,
    recommended: plan.recommended,
    free: plan.free,
    feature_list: plan.feature_list,
    prices: planPrices
      .filter((price) => price.product_id === plan.id)
      .map((price) => ({
        id: price.id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval as PriceInterval,
        interval_count: price.interval_count,
      })),
  }));
  return { items, total: totalRow?.value ?? 0 };
}
