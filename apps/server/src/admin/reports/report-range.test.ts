import { describe, expect, it } from 'vitest';
import { validate } from '../../http/validate';
import {
  granularityOf,
  isTimezoneName,
  percentageChange,
  percentageOf,
  previousRange,
  reportRangeQuerySchema,
} from './report-range';

const range = (start: string, end: string) => ({
  start: new Date(start),
  end: new Date(end),
  timezone: 'UTC',
});

describe('reportRangeQuerySchema', () => {
  it('reads the instants and the timezone', () => {
    expect(
      validate(reportRangeQuerySchema, {
        startDate: '2026-03-29T00:00:00+01:00',
        endDate: '2026-03-30T00:00:00+02:00',
        timezone: 'Europe/Berlin',
      }),
    ).toEqual({
      start: new Date('2026-03-28T23:00:00Z'),
      end: new Date('2026-03-29T22:00:00Z'),
      timezone: 'Europe/Berlin',
    });
  });

  it.each([
    [{ startDate: 'yesterday', endDate: '2026-01-02T00:00:00Z', timezone: 'UTC' }, 'startDate', 'ISO 8601'],
    [
      { startDate: '2026-01-02T00:00:00Z', endDate: '2026-01-01T00:00:00Z', timezone: 'UTC' },
      'endDate',
      'after',
    ],
    [
      { startDate: '2020-01-01T00:00:00Z', endDate: '2026-01-01T00:00:00Z', timezone: 'UTC' },
      'endDate',
      'five',
    ],
    [
      { startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z', timezone: 'Mars/Olympus' },
      'timezone',
      'IANA',
    ],
    [
      { startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z', timezone: '+01:00' },
      'timezone',
      'IANA',
    ],
    [{ startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z' }, 'timezone', 'required'],
  ])('refuses %j with a message on %s', (query, field, words) => {
    expect(() => validate(reportRangeQuerySchema, query)).toThrow(words);
    try {
      validate(reportRangeQuerySchema, query);
    } catch (error) {
      expect(Object.keys((error as { errors: Record<string, string[]> }).errors)).toEqual([field]);
    }
  });
});

describe('the report range rules', () => {
  it('knows region names and refuses offsets and unknown names', () => {
    expect(isTimezoneName('Asia/Kolkata')).toBe(true);
    expect(isTimezoneName('UTC')).toBe(true);
    expect(isTimezoneName('-05:00')).toBe(false);
    expect(isTimezoneName('Nowhere/Town')).toBe(false);
  });

  it('charts hours up to two days, days up to three months, weeks up to a year, then months', () => {
    expect(granularityOf(range('2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z'))).toBe('hour');
    expect(granularityOf(range('2026-01-01T00:00:00Z', '2026-01-03T01:00:00Z'))).toBe('day');
    expect(granularityOf(range('2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z'))).toBe('day');
    expect(granularityOf(range('2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z'))).toBe('week');
    expect(granularityOf(range('2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z'))).toBe('month');
  });

  it('compares with the period of the same length just before', () => {
    expect(previousRange(range('2026-01-08T00:00:00Z', '2026-01-15T00:00:00Z'))).toEqual(
      range('2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z'),
    );
  });

  it('gives changes and shares in percent with one decimal, and no change from nothing', () => {
    expect(percentageChange(3, 2)).toBe(50);
    expect(percentageChange(1, 3)).toBe(-66.7);
    expect(percentageChange(5, 0)).toBeNull();
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(0, 0)).toBe(0);
  });
});
