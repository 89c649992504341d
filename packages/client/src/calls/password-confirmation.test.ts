import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { confirmPassword, getPasswordConfirmationStatus } from './password-confirmation';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('getPasswordConfirmationStatus', () => {
  it('asks GET auth/user/confirmed-password-status with seconds=9000', async () => {
    const http = new RecordingHttpClient({ confirmed: true });
    expect(await getPasswordConfirmationStatus(http)).toEqual({ confirmed: true });
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'auth/user/confirmed-password-status',
      body: undefined,
      params: { seconds: 9000 },
      callName: 'GET auth/user/confirmed-password-status',
    });
  });

  it('rejects a status without the confirmed flag', async () => {
    await expect(getPasswordConfirmationStatus(new RecordingHttpClient({}))).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('confirmPassword', () => {
  it('sends POST auth/user/confirm-password {password}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await confirmPassword(http, { password: 'secret' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/user/confirm-password',
      body: { password: 'secret' },
      params: undefined,
      callName: 'POST auth/user/confirm-password',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(
      confirmPassword(new RecordingHttpClient({ confirmed: true }), { password: 'x' }),
    ).rejects.toThrow(z.core.$ZodError);
  });
});
