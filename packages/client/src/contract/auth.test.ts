import { describe, expect, it } from 'vitest';
import {
  forgotPasswordPayloadSchema,
  loginPayloadSchema,
  loginResponseSchema,
  registerPayloadSchema,
  registerResponseSchema,
  resetPasswordPayloadSchema,
} from './auth';
import { issuePaths } from './fixtures/issue-paths';
import { bootstrapDataJson } from './fixtures/laravel-payloads';

describe('login', () => {
  it('accepts email, password and the remember flag', () => {
    const body = { email: 'ada@tonearm.example', password: 'secret', remember: true };
    expect(loginPayloadSchema.parse(body)).toEqual(body);
  });

  it('rejects a missing password and a remember flag sent as text', () => {
    expect(issuePaths(loginPayloadSchema, { email: 'ada@tonearm.example', remember: 'on' })).toEqual([
      'password',
      'remember',
    ]);
  });

  it('reads a two-factor challenge answer', () => {
    expect(loginResponseSchema.parse({ two_factor: true })).toEqual({ two_factor: true });
  });

  it('reads a signed-in answer carrying the bootstrap data', () => {
    const response = loginResponseSchema.parse({ bootstrapData: bootstrapDataJson });
    expect('bootstrapData' in response && response.bootstrapData.user?.id).toBe(1);
  });

  it('rejects an answer that is neither', () => {
    expect(loginResponseSchema.safeParse({ two_factor: false }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ status: 'success' }).success).toBe(false);
  });
});

describe('register', () => {
  const body = {
    email: 'grace@tonearm.example',
    password: 'secret',
    password_confirmation: 'secret',
    policies: { Ke4n1: true },
    invite_id: '9e1f4b7a-2d3c-4e5f-8a9b-0c1d2e3f4a5b',
    invite_type: 'workspace',
  };

  it('accepts the form fields with accepted policies and the invitation', () => {
    expect(registerPayloadSchema.parse(body)).toEqual(body);
  });

  it('rejects a missing password confirmation', () => {
    expect(issuePaths(registerPayloadSchema, { ...body, password_confirmation: undefined })).toEqual([
      'password_confirmation',
    ]);
  });

  it('reads the status and bootstrap data of a new account', () => {
    const response = { status: 'needs_email_verification', bootstrapData: bootstrapDataJson };
    expect(registerResponseSchema.parse(response).status).toBe('needs_email_verification');
  });

  it('rejects an unknown registration status', () => {
    expect(
      issuePaths(registerResponseSchema, { status: 'pending', bootstrapData: bootstrapDataJson }),
    ).toEqual(['status']);
  });
});

describe('password recovery', () => {
  it('requires a valid email to send the reset link', () => {
    expect(issuePaths(forgotPasswordPayloadSchema, { email: 'not-an-email' })).toEqual(['email']);
  });

  it('requires the token, email, password and confirmation to reset', () => {
    expect(issuePaths(resetPasswordPayloadSchema, { email: 'ada@tonearm.example' })).toEqual([
      'token',
      'password',
      'password_confirmation',
    ]);
  });
});
