import { describe, expect, it } from 'vitest';
import { kpiTrend } from './kpi-trend';

describe('kpiTrend', () => {
  it('goes up or down with the change, and stays flat without one', () => {
    expect(kpiTrend({ current: 12, change: 20 })).toBe('up');
    expect(kpiTrend({ current: 8, change: -20 })).toBe('down');
    expect(kpiTrend({ current: 10, change: 0 })).toBe('flat');
  });

  it('calls a count over an empty previous period new, and nothing over nothing flat', () => {
    expect(kpiTrend({ current: 3, change: null })).toBe('new');
    expect(kpiTrend({ current: 0, change: null })).toBe('flat');
  });
});
