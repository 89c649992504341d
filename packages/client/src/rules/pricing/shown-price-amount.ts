import { intervalCount, type PriceInterval } from './price-interval-in-months';

/**
 * The amount a plan card shows for a price: `amount / interval_count` (doc 001 §9), i.e. the cost of one
 * interval — a 3-month price of 30 shows 10 a month.
 */
export function shownPriceAmount(price: PriceInterval & { amount: number }): number {
  return price.amount / intervalCount(price);
}
