import { describe, expect, it } from 'vitest';
import { hasRole } from './has-role';

describe('hasRole', () => {
  const user = { roles: [{ id: 2 }, { id: 5 }] };

  it('finds a role the user holds by id', () => {
    expect(hasRole(user, 5)).toBe(true);
  });

  it('refuses a role the user does not hold', () => {
    expect(hasRole(user, 3)).toBe(false);
  });

  it('matches an id given as text', () => {
    expect(hasRole(user, '2')).toBe(true);
  });

  it('refuses every role when logged out or without roles', () => {
    expect(hasRole(null, 2)).toBe(false);
    expect(hasRole({}, 2)).toBe(false);
  });
});
