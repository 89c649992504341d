import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is ASCII "12345678901234567890"; the 8-digit codes end in these 6 digits.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('accepts a code from one step before or after, but not two', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), at, null)).toBeNull();
  });

  it('refuses a code of a step already used', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, at, step - 1)).toBe(step);
  });

  it('round-trips base32 and builds the otpauth address apps read', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(otpauthUrl('Tonearm', 'ada@example.com', 'JBSWY3DP')).toBe(
      'otpauth://totp/Tonearm%3Aada%40example.com?secret=JBSWY3DP&issuer=Tonearm&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('createSecretBox', () => {
  it('opens what it sealed, and refuses a value sealed under another key or tampered with', () => {
    const box = createSecretBox('key-a');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('key-b').open(sealed)).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`)).toThrow();
  });
});
