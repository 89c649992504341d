import { describe, expect, it } from 'vitest';
import { findCyclePrice } from './find-cycle-price';

const price = (id: string, interval: string, interval_count = 1) => ({
  id,
  interval,
  interval_count,
  amount: 10,
});

describe('findCyclePrice', () => {
  it('finds a 1-month price as monthly and a 1-year price as yearly', () => {
    const prices = [price('month', 'month'), price('year', 'year')];
    expect(findCyclePrice(prices, 'monthly')?.id).toBe('month');
    expect(findCyclePrice(prices, 'yearly')?.id).toBe('year');
  });

  it('counts 30 days or more as monthly, fewer as not', () => {
    expect(findCyclePrice([price('29d', 'day', 29)], 'monthly')).toBeUndefined();
    expect(findCyclePrice([price('30d', 'day', 30)], 'monthly')?.id).toBe('30d');
  });

  it('counts 12 months as yearly, 11 months as not', () => {
    expect(findCyclePrice([price('11m', 'month', 11)], 'yearly')).toBeUndefined();
    expect(findCyclePrice([price('12m', 'month', 12)], 'yearly')?.id).toBe('12m');
  });

  it('does not count a 2-week price as monthly', () => {
    expect(findCyclePrice([price('2w', 'week', 2)], 'monthly')).toBeUndefined();
  });

  it('prefers the shortest qualifying period: 3 months over 6 months for monthly', () => {
    const prices = [price('6m', 'month', 6), price('3m', 'month', 3), price('2y', 'year', 2)];
    expect(findCyclePrice(prices, 'monthly')?.id).toBe('3m');
  });

  it('prefers 1 year over 2 years for yearly, and has no yearly among 3- and 6-month prices', () => {
    expect(findCyclePrice([price('2y', 'year', 2), price('1y', 'year')], 'yearly')?.id).toBe('1y');
    expect(findCyclePrice([price('3m', 'month', 3), price('6m', 'month', 6)], 'yearly')).toBeUndefined();
  });

  it('keeps the earlier price when two periods are equal', () => {
    expect(findCyclePrice([price('a', 'month'), price('b', 'day', 30)], 'monthly')?.id).toBe('a');
  });

  it('finds nothing among no prices or unknown intervals', () => {
    expect(findCyclePrice([], 'yearly')).toBeUndefined();
    expect(findCyclePrice([price('x', 'lifetime')], 'monthly')).toBeUndefined();
  });
});
