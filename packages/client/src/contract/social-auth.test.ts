import { describe, expect, it } from 'vitest';
import { issuePaths, withField } from './fixtures/issue-paths';
import { bootstrapDataJson } from './fixtures/laravel-payloads';
import { socialAuthPopupResultSchema, socialConnectPayloadSchema, socialServiceSchema } from './social-auth';

describe('socialAuthPopupResultSchema', () => {
  it('accepts a successful sign-in carrying the new bootstrap data', () => {
    const result = socialAuthPopupResultSchema.parse({
      status: 'SUCCESS',
      callbackData: { bootstrapData: bootstrapDataJson },
    });
    expect(result.callbackData?.bootstrapData?.user?.id).toBe(1);
  });

  it('accepts an error with its message and a password request without data', () => {
    expect(
      socialAuthPopupResultSchema.parse({ status: 'ERROR', callbackData: { errorMessage: 'Access denied' } })
        .callbackData?.errorMessage,
    ).toBe('Access denied');
    expect(socialAuthPopupResultSchema.parse({ status: 'REQUEST_PASSWORD' })).toEqual({
      status: 'REQUEST_PASSWORD',
    });
  });

  it('rejects an unknown status', () => {
    expect(issuePaths(socialAuthPopupResultSchema, { status: 'DONE' })).toEqual(['status']);
  });

  it('rejects malformed bootstrap data in the callback', () => {
    const result = {
      status: 'SUCCESS',
      callbackData: { bootstrapData: withField(bootstrapDataJson, 'themes', 1) },
    };
    expect(issuePaths(socialAuthPopupResultSchema, result)).toEqual(['callbackData.bootstrapData.themes']);
  });
});

describe('social services', () => {
  it('knows google, facebook, twitter and envato only', () => {
    expect(socialServiceSchema.options).toEqual(['google', 'facebook', 'twitter', 'envato']);
    expect(socialServiceSchema.safeParse('github').success).toBe(false);
  });

  it('requires the password to connect to an existing account', () => {
    expect(issuePaths(socialConnectPayloadSchema, { password: '' })).toEqual(['password']);
  });
});
