import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { HttpMethod } from '../core/types';
import { RecordingHttpClient } from './test-support/recording-http-client';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorQrCode,
  regenerateRecoveryCodes,
  showRecoveryCodes,
} from './two-factor';

const CODES = { status: 'success', recovery_codes: ['AbCdEfGhIj-KlMnOpQrSt'] };

describe('two-factor mutations', () => {
  it.each<[string, (http: RecordingHttpClient) => Promise<unknown>, HttpMethod, string, unknown]>([
    ['enable', (http) => enableTwoFactor(http), 'POST', 'auth/user/two-factor-authentication', undefined],
    [
      'confirm',
      (http) => confirmTwoFactor(http, { code: '123456' }),
      'POST',
      'auth/user/confirmed-two-factor-authentication',
      { code: '123456' },
    ],
    ['disable', (http) => disableTwoFactor(http), 'DELETE', 'auth/user/two-factor-authentication', undefined],
    [
      'regenerate recovery codes',
      (http) => regenerateRecoveryCodes(http),
      'POST',
      'auth/user/two-factor-recovery-codes',
      undefined,
    ],
    [
      'show recovery codes',
      (http) => showRecoveryCodes(http, { password: 'secret' }),
      'POST',
      'auth/user/two-factor-recovery-codes/show',
      { password: 'secret' },
    ],
  ])('%s sends %s %s with the spec body', async (_name, call, method, path, body) => {
    const http = new RecordingHttpClient(CODES);
    await call(http);
    expect(http.onlyRequest).toEqual({
      method,
      path,
      body,
      params: undefined,
      callName: `${method} ${path}`,
    });
  });

  it.each([
    ['enable', (http: RecordingHttpClient) => enableTwoFactor(http)],
    ['confirm', (http: RecordingHttpClient) => confirmTwoFactor(http, { code: '123456' })],
    ['disable', (http: RecordingHttpClient) => disableTwoFactor(http)],
    ['regenerate recovery codes', (http: RecordingHttpClient) => regenerateRecoveryCodes(http)],
    ['show recovery codes', (http: RecordingHttpClient) => showRecoveryCodes(http, { password: 'secret' })],
  ])('%s rejects an answer that does not report success', async (_name, call) => {
    await expect(call(new RecordingHttpClient({ status: 'failed' }))).rejects.toThrow(z.core.$ZodError);
  });

  it.each([
    ['confirm', (http: RecordingHttpClient) => confirmTwoFactor(http, { code: '123456' })],
    ['regenerate recovery codes', (http: RecordingHttpClient) => regenerateRecoveryCodes(http)],
    ['show recovery codes', (http: RecordingHttpClient) => showRecoveryCodes(http, { password: 'secret' })],
  ])('%s reads the recovery codes of its answer', async (_name, call) => {
    expect(await call(new RecordingHttpClient(CODES))).toEqual(CODES);
    await expect(call(new RecordingHttpClient({ status: 'success' }))).rejects.toThrow(z.core.$ZodError);
  });
});

describe('getTwoFactorQrCode', () => {
  it('fetches GET auth/user/two-factor/qr-code and reads the SVG and secret', async () => {
    const qr = { svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', secret: 'JBSWY3DPEHPK3PXP' };
    const http = new RecordingHttpClient(qr);
    expect(await getTwoFactorQrCode(http)).toEqual(qr);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'auth/user/two-factor/qr-code',
      body: undefined,
      params: undefined,
      callName: 'GET auth/user/two-factor/qr-code',
    });
  });

  it('rejects an answer without the secret', async () => {
    await expect(getTwoFactorQrCode(new RecordingHttpClient({ svg: '<svg></svg>' }))).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
