import { describe, expect, it } from 'vitest';
import { dayRangeToIso, isoRangeToDays, recentDays } from './date-range';

describe('date ranges', () => {
  it('covers whole days in the user’s time zone, the last day included', () => {
    const range = dayRangeToIso('2026-01-01', '2026-01-31');
    expect(range).not.toBeNull();
    const start = new Date(range?.start ?? '');
    const end = new Date(range?.end ?? '');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 0, 1, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getMilliseconds()]).toEqual([
      31, 23, 59, 999,
    ]);
    expect(range && isoRangeToDays(range)).toEqual({ first: '2026-01-01', last: '2026-01-31' });
  });

  it('refuses a range that ends before it starts, or a missing day', () => {
    expect(dayRangeToIso('2026-02-01', '2026-01-31')).toBeNull();
    expect(dayRangeToIso('', '2026-01-31')).toBeNull();
  });

  it('offers the last 30 days up to today', () => {
    expect(recentDays(30, new Date(2026, 2, 15))).toEqual({ first: '2026-02-13', last: '2026-03-15' });
  });
});
