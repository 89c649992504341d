import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { sessionJson } from './fixtures/laravel-payloads';
import { logoutOtherSessionsPayloadSchema, sessionListResponseSchema, sessionSchema } from './session';

describe('sessionSchema', () => {
  it('accepts a session with an unknown location', () => {
    const unknownPlace = withField(withField(sessionJson, 'city', null), 'country', null);
    expect(sessionSchema.parse(unknownPlace)).toMatchObject({ city: null, is_current_device: true });
  });

  it('rejects a session missing its current-device flag', () => {
    expect(issuePaths(sessionSchema, withoutField(sessionJson, 'is_current_device'))).toEqual([
      'is_current_device',
    ]);
  });

  it('rejects a last-active value that is not a date', () => {
    expect(issuePaths(sessionSchema, withField(sessionJson, 'last_active', '5 minutes ago'))).toEqual([
      'last_active',
    ]);
  });
});

describe('sessionListResponseSchema', () => {
  it('reads the sessions list and rejects a bare list', () => {
    expect(sessionListResponseSchema.parse({ sessions: [sessionJson] }).sessions).toHaveLength(1);
    expect(issuePaths(sessionListResponseSchema, [sessionJson])).toEqual(['']);
  });
});

describe('logoutOtherSessionsPayloadSchema', () => {
  it('requires the password', () => {
    expect(issuePaths(logoutOtherSessionsPayloadSchema, { password: '' })).toEqual(['password']);
  });
});
