/** A billing interval as prices state it. Weeks are accepted too, as payment providers offer them. */
export interface PriceInterval {
  interval: 'day' | 'week' | 'month' | 'year' | (string & {});
  /** How many intervals one payment covers; missing or below 1 counts as 1. */
  interval_count?: number | null;
}

const DAYS_PER_MONTH = 30;
const MONTHS_BY_INTERVAL: Readonly<Record<string, number>> = {
  day: 1 / DAYS_PER_MONTH,
  week: 7 / DAYS_PER_MONTH,
  month: 1,
  year: 12,
};

/**
 * How many months one payment covers, counting 30 days as a month (doc 001 §9: "at least 30 days or 1 month").
 * An unknown interval gives `NaN`, so it never qualifies as monthly or yearly.
 */
export function priceIntervalInMonths(price: PriceInterval): number {
  return (MONTHS_BY_INTERVAL[price.interval] ?? Number.NaN) * intervalCount(price);
}

/** The number of intervals one payment covers. */
export function intervalCount(price: Pick<PriceInterval, 'interval_count'>): number {
  const count = price.interval_count ?? 1;
  return Number.isFinite(count) && count >= 1 ? count : 1;
}
