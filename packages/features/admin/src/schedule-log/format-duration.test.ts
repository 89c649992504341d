import { describe, expect, it } from 'vitest';
import { formatRunDuration } from './format-duration';

describe('formatRunDuration', () => {
  it('says milliseconds under a second', () => {
    expect(formatRunDuration(0, 'en')).toBe('0 ms');
    expect(formatRunDuration(849.6, 'en')).toBe('850 ms');
  });

  it('says seconds with one decimal, never rounding up to the next unit, under a minute', () => {
    expect(formatRunDuration(4_250, 'en')).toBe('4.2 sec');
    expect(formatRunDuration(59_999, 'en')).toBe('59.9 sec');
  });

  it('says minutes and seconds from a minute on, leaving out zero seconds', () => {
    expect(formatRunDuration(185_000, 'en')).toBe('3 min 5 sec');
    expect(formatRunDuration(120_400, 'en')).toBe('2 min');
  });

  it('follows the language', () => {
    expect(formatRunDuration(4_250, 'de')).toBe('4,2 Sek.');
  });
});
