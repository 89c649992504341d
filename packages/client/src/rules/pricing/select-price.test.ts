import { describe, expect, it } from 'vitest';
import { selectPrice } from './select-price';

const price = (id: string, interval: string, interval_count = 1) => ({
  id,
  interval,
  interval_count,
  amount: 10,
});

describe('selectPrice', () => {
  it('selects the monthly price for the monthly cycle and the yearly price for the yearly cycle', () => {
    const prices = [price('year', 'year'), price('month', 'month')];
    expect(selectPrice(prices, 'monthly')?.id).toBe('month');
    expect(selectPrice(prices, 'yearly')?.id).toBe('year');
  });

  it('falls back to the first price when none bills for the cycle', () => {
    const prices = [price('2w', 'week', 2), price('3m', 'month', 3), price('6m', 'month', 6)];
    expect(selectPrice(prices, 'yearly')?.id).toBe('2w');
    expect(selectPrice([price('2w', 'week', 2), price('1w', 'week')], 'monthly')?.id).toBe('2w');
  });

  it('selects a 2-year price for the yearly cycle when it is the only long one', () => {
    expect(selectPrice([price('3m', 'month', 3), price('2y', 'year', 2)], 'yearly')?.id).toBe('2y');
  });

  it('gives undefined for a plan without prices', () => {
    expect(selectPrice([], 'monthly')).toBeUndefined();
  });
});
