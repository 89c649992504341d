import { describe, expect, it } from 'vitest';
import { trackDuration } from './track-duration';

describe('trackDuration', () => {
  it('shows minutes and two-digit seconds, rounded to the nearest second', () => {
    expect(trackDuration(0)).toBe('0:00');
    expect(trackDuration(61_499)).toBe('1:01');
    expect(trackDuration(599_600)).toBe('10:00');
  });

  it('shows hours from an hour on', () => {
    expect(trackDuration(3_723_000)).toBe('1:02:03');
  });
});
