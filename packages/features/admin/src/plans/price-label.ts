import type { Price } from '@tonearm/client/contract';

type Translate = (text: string, replacements?: Record<string, string | number>) => string;

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
  return trans(
    '{count, plural, one {:amount / {unit, select, day {day} week {week} month {month} other {year}}} other {:amount every # {unit, select, day {days} week {weeks} month {months} other {years}}}}',
    { amount, count, unit },
  );
}
