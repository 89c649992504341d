import { describe, expect, it } from 'vitest';
import { isMenuItemVisible, type MenuViewer } from './is-menu-item-visible';

const subscriber = {
  roles: [{ id: 1 }, { id: 4 }],
  permissions: [{ name: 'music.view' }, { name: 'playlists.create' }],
  subscriptions: [{ valid: true, active: true }],
};
const settings = { billing: { enable: true }, registration: { disable: false }, site: { version: 2 } };
const viewer: MenuViewer = { user: subscriber, settings };

describe('isMenuItemVisible', () => {
  it('shows an item with an action and no conditions', () => {
    expect(isMenuItemVisible({ action: '/discover' }, viewer)).toBe(true);
  });

  it('shows an item the menu editor saved with no rule chosen to everyone, guests included', () => {
    const item = { action: '/a', roles: [], permissions: [], settings: {}, subscriptionStatus: null };
    expect(isMenuItemVisible(item, viewer)).toBe(true);
    expect(isMenuItemVisible(item, { settings })).toBe(true);
  });

  it('shows an item naming a role only to users holding it, never to guests', () => {
    const item = { action: '/staff', roles: [4] };
    expect(isMenuItemVisible(item, viewer)).toBe(true);
    expect(isMenuItemVisible(item, { ...viewer, user: { ...subscriber, roles: [{ id: 1 }] } })).toBe(false);
    expect(isMenuItemVisible(item, { guestRole: { permissions: [] }, settings })).toBe(false);
  });

  it('hides an item without an action', () => {
    expect(isMenuItemVisible({ action: '' }, viewer)).toBe(false);
    expect(isMenuItemVisible({ action: '   ' }, viewer)).toBe(false);
    expect(isMenuItemVisible({ action: null }, viewer)).toBe(false);
    expect(isMenuItemVisible({}, viewer)).toBe(false);
  });

  it('shows an item only when the user holds all listed roles', () => {
    expect(isMenuItemVisible({ action: '/a', roles: [1, 4] }, viewer)).toBe(true);
    expect(isMenuItemVisible({ action: '/a', roles: [1, 5] }, viewer)).toBe(false);
    expect(isMenuItemVisible({ action: '/a', roles: [1] }, { settings })).toBe(false);
  });

  it('shows an item only when the viewer holds all listed permissions', () => {
    expect(isMenuItemVisible({ action: '/a', permissions: ['music.view', 'playlists.create'] }, viewer)).toBe(
      true,
    );
    expect(isMenuItemVisible({ action: '/a', permissions: ['music.view', 'admin.access'] }, viewer)).toBe(
      false,
    );
  });

  it("checks listed permissions against the guest role's when logged out", () => {
    const guest: MenuViewer = { guestRole: { permissions: [{ name: 'music.view' }] }, settings };
    expect(isMenuItemVisible({ action: '/a', permissions: ['music.view'] }, guest)).toBe(true);
    expect(isMenuItemVisible({ action: '/a', permissions: ['playlists.create'] }, guest)).toBe(false);
  });

  it('shows an item only when every listed setting, addressed by dotted path, matches its value', () => {
    expect(isMenuItemVisible({ action: '/a', settings: { 'billing.enable': true } }, viewer)).toBe(true);
    expect(
      isMenuItemVisible(
        { action: '/a', settings: { 'billing.enable': true, 'registration.disable': true } },
        viewer,
      ),
    ).toBe(false);
    expect(isMenuItemVisible({ action: '/a', settings: { 'billing.missing': true } }, viewer)).toBe(false);
  });

  it('matches settings stored as text against their typed values', () => {
    expect(isMenuItemVisible({ action: '/a', settings: { 'billing.enable': 'true' } }, viewer)).toBe(true);
    expect(isMenuItemVisible({ action: '/a', settings: { 'site.version': '2' } }, viewer)).toBe(true);
    expect(isMenuItemVisible({ action: '/a', settings: { 'site.version': '3' } }, viewer)).toBe(false);
  });

  it('hides an item whose setting path reaches for a prototype instead of throwing', () => {
    expect(isMenuItemVisible({ action: '/a', settings: { '__proto__.polluted': undefined } }, viewer)).toBe(
      false,
    );
    expect(isMenuItemVisible({ action: '/a', settings: { 'billing.constructor': 'Object' } }, viewer)).toBe(
      false,
    );
  });

  it("requires an active subscription for subscriptionStatus 'subscribed'", () => {
    const item = { action: '/billing', subscriptionStatus: 'subscribed' };
    expect(isMenuItemVisible(item, viewer)).toBe(true);
    const lapsed = { ...subscriber, subscriptions: [{ valid: true, active: false }] };
    expect(isMenuItemVisible(item, { ...viewer, user: lapsed })).toBe(false);
    expect(isMenuItemVisible(item, { settings })).toBe(false);
  });

  it('requires no active subscription for any other subscriptionStatus', () => {
    const item = { action: '/pricing', subscriptionStatus: 'unsubscribed' };
    expect(isMenuItemVisible(item, viewer)).toBe(false);
    expect(isMenuItemVisible(item, { ...viewer, user: { ...subscriber, subscriptions: [] } })).toBe(true);
    expect(isMenuItemVisible(item, { settings })).toBe(true);
  });
});
