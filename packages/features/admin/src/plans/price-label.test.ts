import { trans as translate } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { priceLabel } from './price-label';

const trans = (line: string, replacements?: Record<string, string | number>) =>
  translate({}, line, replacements);

describe('priceLabel', () => {
  it('says a single period with a slash', () => {
    expect(
      priceLabel({ amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 }, trans, 'en-US'),
    ).toBe('$9.99 / month');
  });

  it('reads a multiple of seven days as weeks, as the editor shows it', () => {
    expect(
      priceLabel({ amount: 4, currency: 'EUR', interval: 'day', interval_count: 14 }, trans, 'en-US'),
    ).toBe('€4.00 every 2 weeks');
  });

  it('still shows an amount whose currency code Intl does not know', () => {
    expect(
      priceLabel({ amount: 3, currency: 'XX', interval: 'year', interval_count: 1 }, trans, 'en-US'),
    ).toBe('3 XX / year');
  });
});
