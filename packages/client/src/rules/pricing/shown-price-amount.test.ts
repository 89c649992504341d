import { describe, expect, it } from 'vitest';
import { shownPriceAmount } from './shown-price-amount';

describe('shownPriceAmount', () => {
  it('shows amount divided by interval_count', () => {
    expect(shownPriceAmount({ amount: 30, interval: 'month', interval_count: 3 })).toBe(10);
    expect(shownPriceAmount({ amount: 54, interval: 'month', interval_count: 6 })).toBe(9);
    expect(shownPriceAmount({ amount: 180, interval: 'year', interval_count: 2 })).toBe(90);
    expect(shownPriceAmount({ amount: 5, interval: 'week', interval_count: 2 })).toBe(2.5);
  });

  it('shows the amount itself for a single interval or a missing count', () => {
    expect(shownPriceAmount({ amount: 9.99, interval: 'month', interval_count: 1 })).toBe(9.99);
    expect(shownPriceAmount({ amount: 99, interval: 'year' })).toBe(99);
  });
});
