import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bootstrapDataJson } from '../contract/fixtures/laravel-payloads';
import {
  completeTwoFactorChallenge,
  login,
  logout,
  register,
  resetPassword,
  sendPasswordResetLink,
  signInWithLink,
} from './auth';
import { RecordingHttpClient } from './test-support/recording-http-client';

const signedIn = { bootstrapData: bootstrapDataJson };

describe('login', () => {
  const body = { email: 'ada@tonearm.example', password: 'secret', remember: true };

  it('sends POST auth/login with email, password and remember', async () => {
    const http = new RecordingHttpClient(signedIn);
    await login(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/login',
      body,
      params: undefined,
      callName: 'POST auth/login',
    });
  });

  it('reads the two-factor flag when the challenge must follow', async () => {
    expect(await login(new RecordingHttpClient({ two_factor: true }), body)).toEqual({ two_factor: true });
  });

  it('reads the bootstrap data when signed in', async () => {
    const response = await login(new RecordingHttpClient(signedIn), body);
    expect('bootstrapData' in response && response.bootstrapData.user?.email).toBe('ada@tonearm.example');
  });

  it('rejects an answer with neither', async () => {
    await expect(login(new RecordingHttpClient({ status: 'success' }), body)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('sign-in link', () => {
  it('sends POST auth/login-link with the token and answers like a login', async () => {
    const http = new RecordingHttpClient({ two_factor: true });
    expect(await signInWithLink(http, { token: 'abc' })).toEqual({ two_factor: true });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/login-link',
      body: { token: 'abc' },
      params: undefined,
      callName: 'POST auth/login-link',
    });
    await expect(signInWithLink(new RecordingHttpClient({}), { token: 'abc' })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('two-factor challenge', () => {
  it('sends POST auth/two-factor-challenge with the code', async () => {
    const http = new RecordingHttpClient(signedIn);
    await completeTwoFactorChallenge(http, { code: '123456' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/two-factor-challenge',
      body: { code: '123456' },
      params: undefined,
      callName: 'POST auth/two-factor-challenge',
    });
  });

  it('sends a recovery code as recovery_code', async () => {
    const http = new RecordingHttpClient(signedIn);
    await completeTwoFactorChallenge(http, { recovery_code: 'abcde12345-fghij67890' });
    expect(http.onlyRequest.body).toEqual({ recovery_code: 'abcde12345-fghij67890' });
  });

  it('rejects an answer without bootstrap data', async () => {
    await expect(completeTwoFactorChallenge(new RecordingHttpClient({}), { code: '123456' })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('logout', () => {
  it('sends POST auth/logout without a body and reads the guest bootstrap data', async () => {
    const http = new RecordingHttpClient({ bootstrapData: { ...bootstrapDataJson, user: null } });
    const { bootstrapData } = await logout(http);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/logout',
      body: undefined,
      params: undefined,
      callName: 'POST auth/logout',
    });
    expect(bootstrapData.user).toBeNull();
  });

  it('rejects an answer without bootstrap data', async () => {
    await expect(logout(new RecordingHttpClient({ status: 'success' }))).rejects.toThrow(z.core.$ZodError);
  });
});

describe('register', () => {
  const body = {
    email: 'grace@tonearm.example',
    password: 'secret',
    password_confirmation: 'secret',
    policies: { Ke4n1: true },
    invite_id: '9e1f4b7a',
    invite_type: 'workspace',
  };

  it('sends POST auth/register with the form fields, invite_id and invite_type', async () => {
    const http = new RecordingHttpClient({ status: 'success', bootstrapData: bootstrapDataJson });
    const response = await register(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/register',
      body,
      params: undefined,
      callName: 'POST auth/register',
    });
    expect(response.status).toBe('success');
  });

  it('rejects an answer without a status', async () => {
    await expect(register(new RecordingHttpClient(signedIn), body)).rejects.toThrow(z.core.$ZodError);
  });
});

describe('password recovery', () => {
  it('sends POST auth/forgot-password {email} and reads the message', async () => {
    const http = new RecordingHttpClient({ message: 'We have emailed your password reset link.' });
    const { message } = await sendPasswordResetLink(http, { email: 'ada@tonearm.example' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/forgot-password',
      body: { email: 'ada@tonearm.example' },
      params: undefined,
      callName: 'POST auth/forgot-password',
    });
    expect(message).toBe('We have emailed your password reset link.');
  });

  it('sends POST auth/reset-password with token, email, password and confirmation', async () => {
    const http = new RecordingHttpClient({ message: 'Your password has been reset!' });
    const body = {
      token: 'f3a9c1',
      email: 'ada@tonearm.example',
      password: 'new-secret',
      password_confirmation: 'new-secret',
    };
    await resetPassword(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'auth/reset-password',
      body,
      params: undefined,
      callName: 'POST auth/reset-password',
    });
  });

  it('rejects answers without a message', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await expect(sendPasswordResetLink(http, { email: 'ada@tonearm.example' })).rejects.toThrow(
      z.core.$ZodError,
    );
    const reset = {
      token: 'f3a9c1',
      email: 'ada@tonearm.example',
      password: 'x',
      password_confirmation: 'x',
    };
    await expect(resetPassword(http, reset)).rejects.toThrow(z.core.$ZodError);
  });
});
