import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatDuration(187_000)).toBe('3:07');
    expect(formatDuration(59_400)).toBe('0:59');
  });

  it('rounds to the nearest second', () => {
    expect(formatDuration(59_600)).toBe('1:00');
  });

  it('shows hours from an hour up', () => {
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('never shows a negative length', () => {
    expect(formatDuration(-5)).toBe('0:00');
  });
});
