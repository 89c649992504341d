import { type PriceInterval, priceIntervalInMonths } from './price-interval-in-months';

/** The two billing cycles of the pricing page; yearly is the default (doc 001 §2). */
export type BillingCycle = 'monthly' | 'yearly';

/** The shortest billing period, in months, that counts as each cycle (doc 001 §9). */
export const BILLING_CYCLE_MIN_MONTHS: Readonly<Record<BillingCycle, number>> = { monthly: 1, yearly: 12 };

/**
 * The price that bills for the cycle, or `undefined` when none does. Monthly is any price covering at least
 * 30 days or 1 month; yearly at least 12 months or 1 year. When several qualify, the shortest period wins (a
 * 3-month price over a 6-month one for monthly), then the earlier price.
 */
export function findCyclePrice<P extends PriceInterval>(
  prices: ReadonlyArray<P>,
  cycle: BillingCycle,
): P | undefined {
  const minimum = BILLING_CYCLE_MIN_MONTHS[cycle];
  let best: P | undefined;
  let bestMonths = Number.POSITIVE_INFINITY;
  for (const price of prices) {
    const months = priceIntervalInMonths(price);
    if (months >= minimum && months < bestMonths) {
      best = price;
      bestMonths = months;
    }
  }
  return best;
}
