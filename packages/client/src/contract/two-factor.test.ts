import { describe, expect, it } from 'vitest';
import { issuePaths } from './fixtures/issue-paths';
import {
  confirmTwoFactorPayloadSchema,
  twoFactorChallengePayloadSchema,
  twoFactorQrCodeSchema,
} from './two-factor';

describe('twoFactorQrCodeSchema', () => {
  it('accepts the QR code SVG and its secret', () => {
    const qr = { svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', secret: 'JBSWY3DPEHPK3PXP' };
    expect(twoFactorQrCodeSchema.parse(qr)).toEqual(qr);
  });

  it('rejects an answer without the secret', () => {
    expect(issuePaths(twoFactorQrCodeSchema, { svg: '<svg></svg>' })).toEqual(['secret']);
  });
});

describe('twoFactorChallengePayloadSchema', () => {
  it('accepts a 6-character code or a 21-character recovery code', () => {
    expect(twoFactorChallengePayloadSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(twoFactorChallengePayloadSchema.parse({ recovery_code: 'abcde12345-fghij67890' })).toEqual({
      recovery_code: 'abcde12345-fghij67890',
    });
  });

  it('rejects codes of the wrong length', () => {
    expect(twoFactorChallengePayloadSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(twoFactorChallengePayloadSchema.safeParse({ recovery_code: 'abcde12345' }).success).toBe(false);
  });
});

describe('confirmTwoFactorPayloadSchema', () => {
  it('rejects a code given as a number', () => {
    expect(issuePaths(confirmTwoFactorPayloadSchema, { code: 123456 })).toEqual(['code']);
  });
});
