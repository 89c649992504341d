import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accessTokenJson } from '../contract/fixtures/laravel-payloads';
import { createAccessToken, deleteAccessToken } from './access-tokens';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('createAccessToken', () => {
  it('sends POST access-tokens {tokenName} and reads the plain text token', async () => {
    const http = new RecordingHttpClient({ token: accessTokenJson, plainTextToken: '7|q4mV0r1f2W9x' });
    const { plainTextToken } = await createAccessToken(http, { tokenName: 'Home server' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'access-tokens',
      body: { tokenName: 'Home server' },
      params: undefined,
      callName: 'POST access-tokens',
    });
    expect(plainTextToken).toBe('7|q4mV0r1f2W9x');
  });

  it('rejects an answer without the plain text token', async () => {
    await expect(
      createAccessToken(new RecordingHttpClient({ token: accessTokenJson }), { tokenName: 'CLI' }),
    ).rejects.toThrow(z.core.$ZodError);
  });
});

describe('deleteAccessToken', () => {
  it('sends DELETE access-tokens/{id}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await deleteAccessToken(http, 7);
    expect(http.onlyRequest).toEqual({
      method: 'DELETE',
      path: 'access-tokens/7',
      body: undefined,
      params: undefined,
      callName: 'DELETE access-tokens/{id}',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(deleteAccessToken(new RecordingHttpClient({ deleted: 1 }), 7)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
