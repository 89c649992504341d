import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { userJson } from './fixtures/laravel-payloads';
import { socialProfileSchema, userResponseSchema, userSchema } from './user';

describe('userSchema', () => {
  it('accepts a user loaded with roles, permissions, subscriptions, social profiles and tokens', () => {
    const user = userSchema.parse(userJson);
    expect(user.roles?.[0]?.id).toBe(2);
    expect(user.permissions?.[1]?.restrictions).toEqual([{ name: 'count', value: 20 }]);
    expect(user.subscriptions?.[0]).toMatchObject({ valid: true, active: true });
    expect(user.social_profiles?.[0]).toEqual({ id: 4, service_name: 'google', username: 'ada.l' });
    expect(user.tokens?.[0]?.last_used_at).toBeNull();
  });

  it('drops keys the contract does not describe', () => {
    expect(userSchema.parse(userJson)).not.toHaveProperty('model_type');
  });

  it('accepts a user whose relations were not loaded', () => {
    const bare = withoutField(withoutField(userJson, 'roles'), 'permissions');
    expect(issuePaths(userSchema, bare)).toEqual([]);
  });

  it('accepts empty profile fields as null', () => {
    const empty = withField(withField(userJson, 'first_name', null), 'image', null);
    expect(issuePaths(userSchema, empty)).toEqual([]);
  });

  it('rejects an id sent as a string', () => {
    expect(issuePaths(userSchema, withField(userJson, 'id', '1'))).toEqual(['id']);
  });

  it('rejects a missing email', () => {
    expect(issuePaths(userSchema, withoutField(userJson, 'email'))).toEqual(['email']);
  });

  it('rejects a ban date that is not an ISO date', () => {
    expect(issuePaths(userSchema, withField(userJson, 'banned_at', 'yesterday'))).toEqual(['banned_at']);
  });

  it('rejects a role without an id', () => {
    expect(issuePaths(userSchema, withField(userJson, 'roles', [{ name: 'users' }]))).toEqual(['roles.0.id']);
  });

  it('rejects a subscription whose validity is not a boolean', () => {
    expect(issuePaths(userSchema, withField(userJson, 'subscriptions.0.valid', 1))).toEqual([
      'subscriptions.0.valid',
    ]);
  });

  it('rejects recovery codes that are not a list of strings', () => {
    expect(issuePaths(userSchema, withField(userJson, 'two_factor_recovery_codes', 'abc'))).toEqual([
      'two_factor_recovery_codes',
    ]);
  });
});

describe('socialProfileSchema', () => {
  it('rejects a profile without its service name', () => {
    expect(issuePaths(socialProfileSchema, { username: 'ada' })).toEqual(['service_name']);
  });
});

describe('userResponseSchema', () => {
  it('reads the user from the `user` key', () => {
    expect(userResponseSchema.parse({ user: userJson }).user.id).toBe(1);
  });

  it('rejects an answer that is the bare user', () => {
    expect(issuePaths(userResponseSchema, userJson)).toEqual(['user']);
  });
});
