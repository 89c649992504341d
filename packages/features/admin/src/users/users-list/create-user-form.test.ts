import { describe, expect, it } from 'vitest';
import { createUserPayload, createUserResolver, EMPTY_CREATE_USER } from './create-user-form';

const resolve = (values: Partial<typeof EMPTY_CREATE_USER>) =>
  createUserResolver((message) => message)({ ...EMPTY_CREATE_USER, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the create user form', () => {
  it('asks for a valid email and a password of at least 8 characters', async () => {
    const { errors } = await resolve({ email: 'not an email', password: 'short' });
    expect(errors.email?.message).toBe('Enter a valid email address.');
    expect(errors.password?.message).toBe('The password must be at least 8 characters.');
    expect((await resolve({ email: ' ada@example.com ', password: 'long enough' })).errors).toEqual({});
  });

  it('sends empty names as none and leaves the roles to the site when none is chosen', () => {
    expect(createUserPayload({ ...EMPTY_CREATE_USER, email: ' ada@example.com ', password: 'pw' })).toEqual({
      first_name: null,
      last_name: null,
      email: 'ada@example.com',
      password: 'pw',
      email_verified: true,
    });
    expect(createUserPayload({ ...EMPTY_CREATE_USER, roles: ['4', '2'] }).roles).toEqual([4, 2]);
  });
});
