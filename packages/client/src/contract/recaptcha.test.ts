import { describe, expect, it } from 'vitest';
import { issuePaths } from './fixtures/issue-paths';
import { recaptchaVerificationSchema, verifyRecaptchaPayloadSchema } from './recaptcha';

describe('reCAPTCHA verification', () => {
  it('requires a token', () => {
    expect(verifyRecaptchaPayloadSchema.parse({ token: '03AGdBq2' })).toEqual({ token: '03AGdBq2' });
    expect(issuePaths(verifyRecaptchaPayloadSchema, { token: '' })).toEqual(['token']);
  });

  it('reads the success flag and rejects one sent as text', () => {
    expect(recaptchaVerificationSchema.parse({ success: true })).toEqual({ success: true });
    expect(issuePaths(recaptchaVerificationSchema, { success: 'true' })).toEqual(['success']);
  });
});
