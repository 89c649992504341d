import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { verifyRecaptcha } from './recaptcha';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('verifyRecaptcha', () => {
  it('sends POST recaptcha/verify {token} and reads the success flag', async () => {
    const http = new RecordingHttpClient({ success: false });
    expect(await verifyRecaptcha(http, { token: '03AGdBq2' })).toEqual({ success: false });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'recaptcha/verify',
      body: { token: '03AGdBq2' },
      params: undefined,
      callName: 'POST recaptcha/verify',
    });
  });

  it('rejects a success flag sent as text', async () => {
    await expect(
      verifyRecaptcha(new RecordingHttpClient({ success: 'true' }), { token: 'x' }),
    ).rejects.toThrow(z.core.$ZodError);
  });
});
