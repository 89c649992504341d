import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission';

const listener = { permissions: [{ name: 'music.view' }, { name: 'playlists.create' }] };
const guestRole = { permissions: [{ name: 'music.view' }] };

describe('hasPermission', () => {
  it('grants a permission the user holds by name', () => {
    expect(hasPermission({ user: listener, guestRole }, 'playlists.create')).toBe(true);
  });

  it('refuses a permission the user does not hold', () => {
    expect(hasPermission({ user: listener, guestRole }, 'admin.access')).toBe(false);
  });

  it('grants everything to a user holding the admin permission', () => {
    const admin = { permissions: [{ name: 'admin' }] };
    expect(hasPermission({ user: admin }, 'settings.update')).toBe(true);
    expect(hasPermission({ user: admin }, 'anything.at.all')).toBe(true);
  });

  it("checks the guest role's permissions when logged out", () => {
    expect(hasPermission({ user: null, guestRole }, 'music.view')).toBe(true);
    expect(hasPermission({ user: null, guestRole }, 'playlists.create')).toBe(false);
  });

  it("ignores the guest role's permissions once logged in", () => {
    const noPermissions = { permissions: [] };
    expect(hasPermission({ user: noPermissions, guestRole }, 'music.view')).toBe(false);
  });

  it('refuses everything when logged out without a guest role', () => {
    expect(hasPermission({}, 'music.view')).toBe(false);
  });

  it('does not match permissions by prefix', () => {
    expect(hasPermission({ user: { permissions: [{ name: 'admin.access' }] } }, 'admin.accessible')).toBe(
      false,
    );
  });
});
