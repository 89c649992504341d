import { describe, expect, it } from 'vitest';
import { annualSavingPercent } from './annual-saving-percent';

const price = (amount: number, interval: string, interval_count = 1) => ({
  amount,
  interval,
  interval_count,
});

describe('annualSavingPercent', () => {
  it('compares 12 times the monthly price with the yearly price', () => {
    // 12 × 10 = 120 a year against 90: a quarter saved.
    expect(annualSavingPercent([{ prices: [price(10, 'month'), price(90, 'year')] }])).toBe(25);
  });

  it('rounds to whole percent', () => {
    // 12 × 10 = 120 against 100 saves 16.67%.
    expect(annualSavingPercent([{ prices: [price(10, 'month'), price(100, 'year')] }])).toBe(17);
  });

  it('takes the maximum over the visible plans', () => {
    const plans = [
      { prices: [price(10, 'month'), price(108, 'year')] },
      { prices: [price(20, 'month'), price(120, 'year')] },
      { hidden: true, prices: [price(20, 'month'), price(12, 'year')] },
    ];
    expect(annualSavingPercent(plans)).toBe(50);
  });

  it('shows no badge for a saving below 1 percent or a yearly price that costs more', () => {
    expect(annualSavingPercent([{ prices: [price(10, 'month'), price(119.5, 'year')] }])).toBeNull();
    expect(annualSavingPercent([{ prices: [price(10, 'month'), price(130, 'year')] }])).toBeNull();
  });

  it('shows no badge above 200 percent', () => {
    // Only a negative yearly price can exceed 100% of twelve monthly payments; such data must not show.
    expect(annualSavingPercent([{ prices: [price(10, 'month'), price(-200, 'year')] }])).toBeNull();
  });

  it('shows a badge at exactly 1 percent', () => {
    expect(annualSavingPercent([{ prices: [price(100, 'month'), price(1188, 'year')] }])).toBe(1);
  });

  it('shows no badge for plans lacking a monthly or a yearly price, free plans, or no plans', () => {
    expect(annualSavingPercent([{ prices: [price(10, 'month')] }])).toBeNull();
    expect(annualSavingPercent([{ prices: [price(100, 'year')] }])).toBeNull();
    expect(annualSavingPercent([{ prices: [price(0, 'month'), price(0, 'year')] }])).toBeNull();
    expect(annualSavingPercent([{ prices: null }])).toBeNull();
    expect(annualSavingPercent([])).toBeNull();
  });

  it('normalises odd intervals to one month and one year before comparing', () => {
    // 3 months for 27 is 9 a month (108 a year); 2 years for 162 is 81 a year: 25% saved.
    expect(annualSavingPercent([{ prices: [price(27, 'month', 3), price(162, 'year', 2)] }])).toBe(25);
    // 6 months for 60 is 10 a month; 12 months for 96 saves 20%.
    expect(annualSavingPercent([{ prices: [price(60, 'month', 6), price(96, 'month', 12)] }])).toBe(20);
  });

  it('shows no badge when only a 2-week price sits beside the yearly one', () => {
    expect(annualSavingPercent([{ prices: [price(5, 'week', 2), price(100, 'year')] }])).toBeNull();
  });
});
