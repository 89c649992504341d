import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bootstrapDataJson } from '../contract/fixtures/laravel-payloads';
import {
  connectSocialAccount,
  disconnectSocialAccount,
  socialConnectPopupUrl,
  socialLoginPopupUrl,
} from './social-auth';
import { RECORDING_BASE_URL, RecordingHttpClient } from './test-support/recording-http-client';

describe('social sign-in popups', () => {
  it('opens secure/auth/social/{service}/login without making a request', () => {
    const http = new RecordingHttpClient();
    expect(socialLoginPopupUrl(http, 'google')).toBe(`${RECORDING_BASE_URL}secure/auth/social/google/login`);
    expect(http.resolvedUrls).toEqual([{ path: 'secure/auth/social/google/login', params: undefined }]);
    expect(http.requests).toEqual([]);
  });

  it('opens secure/auth/social/{service}/connect to link a service', () => {
    const http = new RecordingHttpClient();
    socialConnectPopupUrl(http, 'envato');
    expect(http.resolvedUrls).toEqual([{ path: 'secure/auth/social/envato/connect', params: undefined }]);
  });
});

describe('connectSocialAccount', () => {
  it('sends POST secure/auth/social/connect {password} and reads the bootstrap data', async () => {
    const http = new RecordingHttpClient({ bootstrapData: bootstrapDataJson });
    const { bootstrapData } = await connectSocialAccount(http, { password: 'secret' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'secure/auth/social/connect',
      body: { password: 'secret' },
      params: undefined,
      callName: 'POST secure/auth/social/connect',
    });
    expect(bootstrapData.user?.id).toBe(1);
  });

  it('rejects an answer without bootstrap data', async () => {
    await expect(connectSocialAccount(new RecordingHttpClient({}), { password: 'secret' })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('disconnectSocialAccount', () => {
  it('sends POST secure/auth/social/{service}/disconnect without a body', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await disconnectSocialAccount(http, 'facebook');
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'secure/auth/social/facebook/disconnect',
      body: undefined,
      params: undefined,
      callName: 'POST secure/auth/social/{service}/disconnect',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(disconnectSocialAccount(new RecordingHttpClient({ ok: 1 }), 'facebook')).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
