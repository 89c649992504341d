import { describe, expect, it } from 'vitest';
import { bucketLabels } from './bucket-labels';

// ICU separates a time from its day period with a narrow no-break space; the tests read it as a plain space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('bucketLabels', () => {
  it("names hours on the admin's clock, in full with the timestamp preset", () => {
    const labels = bucketLabels('hour', 'Asia/Tokyo', 'en-GB');
    expect(labels.short('2026-01-14T15:00:00.000Z')).toBe('0:00');
    expect(labels.long('2026-01-14T15:00:00.000Z', '2026-01-14T16:00:00.000Z')).toBe('15 Jan 2026, 0:00');
  });

  it('writes the hour on the clock the language uses', () => {
    expect(plain(bucketLabels('hour', 'UTC', 'en-US').short('2026-01-14T15:00:00.000Z'))).toBe('3:00 PM');
  });

  it('names days by their local date, in full with the long preset', () => {
    const labels = bucketLabels('day', 'America/New_York', 'en-US');
    expect(labels.short('2026-01-15T05:00:00.000Z')).toBe('Jan 15');
    expect(labels.long('2026-01-15T05:00:00.000Z', '2026-01-16T05:00:00.000Z')).toBe(
      'Thursday, January 15, 2026',
    );
  });

  it('names a week by the days it covers, with the short preset', () => {
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

  it('writes the labels in the language given', () => {
    expect(
      bucketLabels('day', 'UTC', 'de').long('2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z'),
    ).toBe('Donnerstag, 15. Januar 2026');
  });
});
