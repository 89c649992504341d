import type { Price } from '@tonearm/client/contract';

type Translate = (text: string, replacements?: Record<string, string | number>) => string;

const PERIODS = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
} as const;

/** The amount in its currency, as the admin's language writes it. */
export function formatAmount(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows, as the operator typed it.
    return `${amount} ${currency}`;
  }
}

/** "$9.99 / month", "€4.00 every 2 weeks": seven-day counts read as weeks, as the editor shows them. */
export function priceLabel(
  price: Pick<Price, 'amount' | 'currency' | 'interval' | 'interval_count'>,
  trans: Translate,
  locale?: string,
) {
  const weeks = price.interval === 'day' && price.interval_count % 7 === 0;
  const unit = weeks ? 'week' : price.interval;
  const count = weeks ? price.interval_count / 7 : price.interval_count;
  const amount = formatAmount(price.amount, price.currency, locale);
  return count === 1
    ? trans(`:amount / ${PERIODS[unit][0]}`, { amount })
    : trans(`:amount every :count ${PERIODS[unit][1]}`, { amount, count });
}
