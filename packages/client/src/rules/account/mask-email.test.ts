import { describe, expect, it } from 'vitest';
import { maskEmail, UNKNOWN_EMAIL_MASK } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first two characters of the local part, then ****, then the domain', () => {
    expect(maskEmail('johnny@example.com')).toBe('jo****@example.com');
  });

  it('keeps a one-character local part as it is', () => {
    expect(maskEmail('j@example.com')).toBe('j****@example.com');
  });

  it('splits at the last @ so the whole domain is kept', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a****@example.com');
  });

  it('shows a fixed run of asterisks when the address is unknown', () => {
    expect(UNKNOWN_EMAIL_MASK).toMatch(/^\*+$/);
    expect(maskEmail(null)).toBe(UNKNOWN_EMAIL_MASK);
    expect(maskEmail(undefined)).toBe(UNKNOWN_EMAIL_MASK);
    expect(maskEmail('')).toBe(UNKNOWN_EMAIL_MASK);
  });

  it('shows the fixed mask for something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe(UNKNOWN_EMAIL_MASK);
    expect(maskEmail('@example.com')).toBe(UNKNOWN_EMAIL_MASK);
    expect(maskEmail('johnny@')).toBe(UNKNOWN_EMAIL_MASK);
  });
});
