import { describe, expect, it } from 'vitest';
import { pageNumberFrom } from './page-number';

describe('pageNumberFrom', () => {
  it('reads a whole page number', () => {
    expect(pageNumberFrom('3')).toBe(3);
  });

  it('falls back to the first page for a missing, zero, negative, fractional or unreadable value', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'two', '99999999999999999999']) {
      expect(pageNumberFrom(value)).toBe(1);
    }
  });
});
