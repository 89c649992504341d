import { describe, expect, it } from 'vitest';
import { bucketLabels } from './bucket-labels';

describe('bucketLabels', () => {
  it("names hours on the admin's clock", () => {
    const labels = bucketLabels('hour', 'Asia/Tokyo', 'en-GB');
    expect(labels.short('2026-01-14T15:00:00.000Z')).toBe('00:00');
    expect(labels.long('2026-01-14T15:00:00.000Z', '2026-01-14T16:00:00.000Z')).toBe('Thu 15 Jan, 00:00');
  });

  it('names days by their local date and a week by the days it covers', () => {
    expect(bucketLabels('day', 'America/New_York', 'en-US').short('2026-01-15T05:00:00.000Z')).toBe('Jan 15');
    const week = bucketLabels('week', 'UTC', 'en-GB');
    expect(week.long('2026-01-12T00:00:00.000Z', '2026-01-19T00:00:00.000Z')).toMatch(
      /^12\s*–\s*18 Jan 2026$/,
    );
  });

  it('names months with their year', () => {
    expect(
      bucketLabels('month', 'UTC', 'en-US').long('2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'),
    ).toBe('March 2026');
  });
});
