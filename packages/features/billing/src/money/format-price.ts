import { formatMoney, type PriceInterval, shownPriceAmount } from '@tonearm/client/rules';

/** What a plan card shows for a price: one interval's cost (doc 001 §9) and the interval it pays for. */
export function shownPrice(price: PriceInterval & { amount: number; currency: string }, language = 'en') {
  return {
    amount: formatMoney(shownPriceAmount(price), price.currency, language),
    /** `month`, `year` or `day`: the shown amount is per one of these. */
    per: price.interval,
  };
}

/** How often a price bills, in words of the visitor's language: `every month`, `every 3 months`. */
export function billingPeriod(
  price: { interval: string; interval_count?: number | null },
  trans: (line: string, replacements?: Record<string, string | number>) => string,
): string {
  const count = price.interval_count && price.interval_count > 1 ? price.interval_count : 1;
  return trans(
    '{count, plural, one {every {interval, select, day {day} week {week} month {month} other {year}}} other {every # {interval, select, day {days} week {weeks} month {months} other {years}}}}',
    { count, interval: price.interval },
  );
}
