import { describe, expect, it } from 'vitest';
import { intervalCount, priceIntervalInMonths } from './price-interval-in-months';

describe('priceIntervalInMonths', () => {
  it('counts months and years in months', () => {
    expect(priceIntervalInMonths({ interval: 'month', interval_count: 3 })).toBe(3);
    expect(priceIntervalInMonths({ interval: 'year', interval_count: 2 })).toBe(24);
  });

  it('counts 30 days as a month', () => {
    expect(priceIntervalInMonths({ interval: 'day', interval_count: 30 })).toBe(1);
    expect(priceIntervalInMonths({ interval: 'week', interval_count: 2 })).toBeCloseTo(14 / 30);
  });

  it('counts a missing or invalid interval_count as 1', () => {
    expect(priceIntervalInMonths({ interval: 'month' })).toBe(1);
    expect(priceIntervalInMonths({ interval: 'month', interval_count: 0 })).toBe(1);
    expect(intervalCount({ interval_count: null })).toBe(1);
  });

  it('gives NaN for an unknown interval', () => {
    expect(priceIntervalInMonths({ interval: 'fortnight', interval_count: 1 })).toBeNaN();
  });
});
