import { describe, expect, it } from 'vitest';
import { JUST_NOW_TEXT, relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it("says 'a few seconds ago' for anything under a minute", () => {
    expect(JUST_NOW_TEXT).toBe('a few seconds ago');
    expect(relativeTime(ago(0), { now })).toBe('a few seconds ago');
    expect(relativeTime(ago(59_999), { now })).toBe('a few seconds ago');
  });

  it('treats a moment slightly in the future as just now', () => {
    expect(relativeTime(ago(-5000), { now })).toBe('a few seconds ago');
  });

  it('counts whole minutes, hours, days, weeks, months and years', () => {
    expect(relativeTime(ago(60_000), { now })).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60_000 + 59_000), { now })).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3_600_000), { now })).toBe('2 hours ago');
    expect(relativeTime(ago(24 * 3_600_000), { now })).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3_600_000), { now })).toBe('3 days ago');
    expect(relativeTime(ago(15 * 24 * 3_600_000), { now })).toBe('2 weeks ago');
    expect(relativeTime(ago(65 * 24 * 3_600_000), { now })).toBe('2 months ago');
    expect(relativeTime(ago(800 * 24 * 3_600_000), { now })).toBe('2 years ago');
  });

  it('speaks the interface language', () => {
    expect(relativeTime(ago(2 * 3_600_000), { now, locale: 'fr' })).toBe('il y a 2 heures');
  });

  it('reads a date that cannot be parsed as just now rather than failing', () => {
    expect(relativeTime('not a date', { now })).toBe('a few seconds ago');
  });
});
