import { describe, expect, it } from 'vitest';
import { isAdmin } from './is-admin';

describe('isAdmin', () => {
  it('is an admin with the admin.access permission', () => {
    expect(isAdmin({ permissions: [{ name: 'admin.access' }] })).toBe(true);
  });

  it('is an admin with the all-granting admin permission', () => {
    expect(isAdmin({ permissions: [{ name: 'admin' }] })).toBe(true);
  });

  it('is not an admin with other permissions only, or when logged out', () => {
    expect(isAdmin({ permissions: [{ name: 'users.update' }] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
