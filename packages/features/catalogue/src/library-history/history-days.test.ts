import { describe, expect, it } from 'vitest';
import { historyDays } from './history-days';

// Local times, so the test holds in every time zone.
const at = (day: number, hour: number) => ({ played_at: new Date(2026, 10, day, hour, 5).toISOString() });
const now = new Date(2026, 10, 25, 18, 0);

describe('historyDays', () => {
  it('groups plays by local day and names today and yesterday', () => {
    const days = historyDays([at(25, 9), at(25, 8), at(24, 23), at(20, 7)], now);
    expect(days.map((day) => [day.key, day.kind, day.entries.length])).toEqual([
      ['2026-11-25', 'today', 2],
      ['2026-11-24', 'yesterday', 1],
      ['2026-11-20', 'date', 1],
    ]);
  });

  it('keeps each play’s place in the whole history', () => {
    const days = historyDays([at(25, 9), at(24, 8), at(24, 7)], now);
    expect(days[1]?.entries.map((item) => item.index)).toEqual([1, 2]);
  });

  it('names yesterday across a month’s end', () => {
    const [day] = historyDays([at(30, 22)], new Date(2026, 11, 1, 9));
    expect(day?.kind).toBe('yesterday');
  });

  it('groups by the days of the time zone it is given', () => {
    const plays = [{ played_at: '2026-11-25T03:00:00Z' }, { played_at: '2026-11-24T03:00:00Z' }];
    const evening = new Date('2026-11-25T20:00:00Z');
    expect(historyDays(plays, evening, 'America/New_York').map((day) => [day.key, day.kind])).toEqual([
      ['2026-11-24', 'yesterday'],
      ['2026-11-23', 'date'],
    ]);
    expect(historyDays(plays, evening, 'Europe/Berlin').map((day) => [day.key, day.kind])).toEqual([
      ['2026-11-25', 'today'],
      ['2026-11-24', 'yesterday'],
    ]);
  });

  it('names yesterday across a clock change', () => {
    const [day] = historyDays(
      [{ played_at: '2026-03-29T00:30:00Z' }],
      new Date('2026-03-30T09:00:00Z'),
      'Europe/Berlin',
    );
    expect(day?.kind).toBe('yesterday');
  });

  it('has no days without plays', () => {
    expect(historyDays([], now)).toEqual([]);
  });
});
