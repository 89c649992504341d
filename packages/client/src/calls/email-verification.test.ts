import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { resendEmailVerification, validateEmailVerificationOtp } from './email-verification';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('email verification calls', () => {
  it('resends the code with POST resend-email-verification {email}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await resendEmailVerification(http, { email: 'ada@tonearm.example' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'resend-email-verification',
      body: { email: 'ada@tonearm.example' },
      params: undefined,
      callName: 'POST resend-email-verification',
    });
  });

  it('validates the code with POST validate-email-verification-otp {code}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await validateEmailVerificationOtp(http, { code: '482913' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'validate-email-verification-otp',
      body: { code: '482913' },
      params: undefined,
      callName: 'POST validate-email-verification-otp',
    });
  });

  it('rejects answers that do not report success', async () => {
    const http = new RecordingHttpClient({ sent: true });
    await expect(resendEmailVerification(http, { email: 'ada@tonearm.example' })).rejects.toThrow(
      z.core.$ZodError,
    );
    await expect(validateEmailVerificationOtp(http, { code: '482913' })).rejects.toThrow(z.core.$ZodError);
  });
});
