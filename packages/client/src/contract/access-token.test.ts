import { describe, expect, it } from 'vitest';
import {
  accessTokenSchema,
  createAccessTokenPayloadSchema,
  newAccessTokenResponseSchema,
} from './access-token';
import { issuePaths, withField } from './fixtures/issue-paths';
import { accessTokenJson } from './fixtures/laravel-payloads';

describe('accessTokenSchema', () => {
  it('accepts a never-used token', () => {
    expect(accessTokenSchema.parse(accessTokenJson)).toEqual({
      id: 7,
      name: 'Home server',
      abilities: ['*'],
      last_used_at: null,
      created_at: '2024-03-02T09:15:00.000000Z',
    });
  });

  it('takes only read and write as the abilities of a new token', () => {
    expect(
      createAccessTokenPayloadSchema.safeParse({ tokenName: 'ci', abilities: ['read', 'write'] }).success,
    ).toBe(true);
    for (const abilities of [['*'], [], ['read', 'write', 'read']]) {
      expect(createAccessTokenPayloadSchema.safeParse({ tokenName: 'ci', abilities }).success).toBe(false);
    }
  });

  it('rejects a token without a name', () => {
    expect(issuePaths(accessTokenSchema, withField(accessTokenJson, 'name', null))).toEqual(['name']);
  });
});

describe('newAccessTokenResponseSchema', () => {
  it('accepts the token with its plain text shown once', () => {
    const response = { token: accessTokenJson, plainTextToken: '7|q4mV0r1f2W9x' };
    expect(newAccessTokenResponseSchema.parse(response).plainTextToken).toBe('7|q4mV0r1f2W9x');
  });

  it('rejects an answer without the plain text token', () => {
    expect(issuePaths(newAccessTokenResponseSchema, { token: accessTokenJson })).toEqual(['plainTextToken']);
  });
});

describe('createAccessTokenPayloadSchema', () => {
  it('requires a token name that is not blank', () => {
    expect(createAccessTokenPayloadSchema.parse({ tokenName: 'CLI' })).toEqual({ tokenName: 'CLI' });
    expect(issuePaths(createAccessTokenPayloadSchema, { tokenName: '   ' })).toEqual(['tokenName']);
  });
});
