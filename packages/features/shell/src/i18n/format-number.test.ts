import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and marks decimals the way the language does', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
  });

  it('applies the options a screen asks for', () => {
    expect(formatNumber(2.345, 'en', { maximumFractionDigits: 1 })).toBe('2.3');
    expect(formatNumber(2.345, 'de', { maximumFractionDigits: 1 })).toBe('2,3');
    expect(formatNumber(1500, 'en', { notation: 'compact' })).toBe('1.5K');
  });

  it('writes English numbers for a language tag the browser does not know', () => {
    expect(formatNumber(1234, '!!')).toBe('1,234');
  });
});
