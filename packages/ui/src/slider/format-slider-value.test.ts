import { describe, expect, it } from 'vitest';
import { formatPercent, formatPlaybackTime } from './format-slider-value';

const context = { locale: 'en-US', minValue: 0, maxValue: 100 };

describe('formatPlaybackTime', () => {
  it('writes seconds under an hour as m:ss', () => {
    expect(formatPlaybackTime(0, context)).toBe('0:00');
    expect(formatPlaybackTime(75, context)).toBe('1:15');
    expect(formatPlaybackTime(599, context)).toBe('9:59');
  });

  it('writes an hour or more as h:mm:ss', () => {
    expect(formatPlaybackTime(3600, context)).toBe('1:00:00');
    expect(formatPlaybackTime(3725, context)).toBe('1:02:05');
  });

  it('drops fractions of a second', () => {
    expect(formatPlaybackTime(61.9, context)).toBe('1:01');
  });

  it('shows 0:00 for negative or unknown positions', () => {
    expect(formatPlaybackTime(-5, context)).toBe('0:00');
    expect(formatPlaybackTime(Number.NaN, context)).toBe('0:00');
  });
});

describe('formatPercent', () => {
  it('writes the position within the range as a whole percentage', () => {
    expect(formatPercent(50, context)).toBe('50%');
    expect(formatPercent(0.255, { ...context, maxValue: 1 })).toBe('26%');
  });

  it('measures from the smallest value', () => {
    expect(formatPercent(15, { ...context, minValue: 10, maxValue: 20 })).toBe('50%');
  });

  it('follows the locale', () => {
    expect(formatPercent(50, { ...context, locale: 'de-DE' })).toBe('50\u00a0%');
  });

  it('shows 0% for an empty range', () => {
    expect(formatPercent(5, { ...context, minValue: 5, maxValue: 5 })).toBe('0%');
  });
});
