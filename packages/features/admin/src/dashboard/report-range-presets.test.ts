import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  choiceFromSearch,
  presetDays,
  type RANGE_PRESETS,
  rangeInstants,
  searchOfChoice,
} from './report-range-presets';

// A Thursday.
const today = parseDate('2026-11-26');
const days = (preset: (typeof RANGE_PRESETS)[number], locale = 'en-GB') =>
  presetDays(preset, today, locale).map(String);

describe('the dashboard range presets', () => {
  it('cover the days each preset names, today included', () => {
    expect(days('today')).toEqual(['2026-11-26', '2026-11-26']);
    expect(days('yesterday')).toEqual(['2026-11-25', '2026-11-25']);
    expect(days('this_week')).toEqual(['2026-11-23', '2026-11-26']);
    expect(days('this_week', 'en-US')).toEqual(['2026-11-22', '2026-11-26']);
    expect(days('last_7_days')).toEqual(['2026-11-20', '2026-11-26']);
    expect(days('last_30_days')).toEqual(['2026-10-28', '2026-11-26']);
    expect(days('this_month')).toEqual(['2026-11-01', '2026-11-26']);
    expect(days('last_3_months')).toEqual(['2026-08-27', '2026-11-26']);
    expect(days('last_12_months')).toEqual(['2025-11-27', '2026-11-26']);
    expect(days('this_year')).toEqual(['2026-01-01', '2026-11-26']);
  });

  it("asks for the admin's midnights as instants, across a DST change", () => {
    expect(rangeInstants([parseDate('2026-03-29'), parseDate('2026-03-29')], 'Europe/Berlin')).toEqual({
      startDate: '2026-03-28T23:00:00.000Z',
      endDate: '2026-03-29T22:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
  });

  it('keeps the choice in the address and reads it back, the default needing no parameter', () => {
    const custom = { preset: 'custom' as const, from: parseDate('2026-01-01'), to: parseDate('2026-01-31') };
    const search = new URLSearchParams(searchOfChoice(custom));
    expect(search.toString()).toBe('range=custom&from=2026-01-01&to=2026-01-31');
    expect(choiceFromSearch(search)).toEqual(custom);
    expect(searchOfChoice({ preset: 'this_week' })).toEqual({});
    expect(choiceFromSearch(new URLSearchParams('range=last_30_days'))).toEqual({ preset: 'last_30_days' });
  });

  it('falls back to this week on an unknown preset or a reversed or broken custom range', () => {
    for (const query of [
      'range=forever',
      'range=custom&from=2026-02-01&to=2026-01-01',
      'range=custom&from=soon',
    ]) {
      expect(choiceFromSearch(new URLSearchParams(query))).toEqual({ preset: 'this_week' });
    }
  });
});
