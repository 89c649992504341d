import { findCyclePrice } from './find-cycle-price';
import { type PriceInterval, priceIntervalInMonths } from './price-interval-in-months';

/** The badge shows only for a saving in this range, in whole percent (doc 001 §9). */
export const ANNUAL_SAVING_RANGE = { min: 1, max: 200 } as const;

/** A plan as far as the saving badge goes. */
export interface SavingPlan {
  hidden?: boolean | null;
  prices?: ReadonlyArray<PriceInterval & { amount: number }> | null;
}

/**
 * The percentage for the annual saving badge, or `null` when no badge shows (doc 001 §9). For each visible plan
 * with both a monthly and a yearly price, 12× the monthly cost is compared with the yearly cost, each normalised
 * to one month and one year first (a 3-month price of 27 costs 9 a month). The saving is a share of what twelve
 * monthly payments cost — what the customer keeps — rounded to whole percent, and counts only between 1 and 200.
 * The badge takes the largest saving over the visible plans.
 */
export function annualSavingPercent(plans: ReadonlyArray<SavingPlan>): number | null {
  let best: number | null = null;
  for (const plan of plans) {
    if (plan.hidden) continue;
    const prices = plan.prices ?? [];
    const monthly = findCyclePrice(prices, 'monthly');
    const yearly = findCyclePrice(prices, 'yearly');
    if (!monthly || !yearly || monthly === yearly) continue;
    const twelveMonths = (monthly.amount / priceIntervalInMonths(monthly)) * 12;
    const oneYear = (yearly.amount / priceIntervalInMonths(yearly)) * 12;
    if (!(twelveMonths > 0)) continue;
    const saving = Math.round(((twelveMonths - oneYear) / twelveMonths) * 100);
    if (saving < ANNUAL_SAVING_RANGE.min || saving > ANNUAL_SAVING_RANGE.max) continue;
    if (best === null || saving > best) best = saving;
  }
  return best;
}
