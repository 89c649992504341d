import { describe, expect, it } from 'vitest';
import { decideAccess } from './decide-access';

const guestRole = { permissions: [{ name: 'music.view' }] };
const listener = { permissions: [{ name: 'music.view' }], subscriptions: [] };
const subscriber = { permissions: [{ name: 'music.view' }], subscriptions: [{ valid: true, active: true }] };

describe('decideAccess', () => {
  it('sends a logged-out visitor on a login-required route to /login', () => {
    expect(
      decideAccess({ user: null, guestRole, billingEnabled: true, route: { requiresLogin: true } }),
    ).toEqual({
      allowed: false,
      redirectTo: '/login',
    });
  });

  it('lets a logged-out visitor through a public route the guest role may open', () => {
    const route = { permission: 'music.view' };
    expect(decideAccess({ user: null, guestRole, billingEnabled: true, route })).toEqual({ allowed: true });
  });

  it('sends a logged-out visitor lacking the permission to /login', () => {
    const route = { permission: 'api.access' };
    expect(decideAccess({ user: null, guestRole, billingEnabled: true, route })).toEqual({
      allowed: false,
      redirectTo: '/login',
    });
  });

  it('lets a logged-in user holding the permission through', () => {
    const route = { requiresLogin: true, permission: 'music.view' };
    expect(decideAccess({ user: listener, guestRole, billingEnabled: true, route })).toEqual({
      allowed: true,
    });
  });

  it('sends a logged-in user lacking the permission to /pricing when billing is on and they are not subscribed', () => {
    const route = { requiresLogin: true, permission: 'music.create' };
    expect(decideAccess({ user: listener, guestRole, billingEnabled: true, route })).toEqual({
      allowed: false,
      redirectTo: '/pricing',
    });
  });

  it('sends a subscribed user lacking the permission to /404', () => {
    const route = { permission: 'music.create' };
    expect(decideAccess({ user: subscriber, guestRole, billingEnabled: true, route })).toEqual({
      allowed: false,
      redirectTo: '/404',
    });
  });

  it('sends a user lacking the permission to /404 when billing is off', () => {
    const route = { permission: 'music.create' };
    expect(decideAccess({ user: listener, guestRole, billingEnabled: false, route })).toEqual({
      allowed: false,
      redirectTo: '/404',
    });
  });

  it("does not lend the guest role's permissions to a logged-in user", () => {
    const user = { permissions: [], subscriptions: [] };
    const route = { permission: 'music.view' };
    expect(decideAccess({ user, guestRole, billingEnabled: false, route })).toEqual({
      allowed: false,
      redirectTo: '/404',
    });
  });

  it('lets an admin into any route', () => {
    const admin = { permissions: [{ name: 'admin' }] };
    const route = { requiresLogin: true, permission: 'settings.update' };
    expect(decideAccess({ user: admin, billingEnabled: true, route })).toEqual({ allowed: true });
  });

  it('lets anyone through a route without requirements', () => {
    expect(decideAccess({ user: null, billingEnabled: true, route: {} })).toEqual({ allowed: true });
  });
});
