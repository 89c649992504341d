import { type BillingCycle, findCyclePrice } from './find-cycle-price';
import type { PriceInterval } from './price-interval-in-months';

/**
 * The price a plan shows for the chosen cycle (doc 001 §9): the monthly or yearly price, otherwise the first
 * price. `undefined` only for a plan without prices.
 */
export function selectPrice<P extends PriceInterval>(
  prices: ReadonlyArray<P>,
  cycle: BillingCycle,
): P | undefined {
  return findCyclePrice(prices, cycle) ?? prices[0];
}
