import { isMenuItemVisible, type MenuViewer } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MENUS } from './default-menus';

const footerItem = (id: string) => {
  const item = DEFAULT_MENUS.find((menu) => menu.id === 'footer')?.items.find(
    (candidate) => candidate.id === id,
  );
  if (!item) throw new Error(`The footer has no ${id}`);
  return item;
};

const developer = (apiIntegrated: boolean): MenuViewer => ({
  user: { roles: [], permissions: [{ name: 'api.access' }], subscriptions: [] },
  settings: { api: { integrated: apiIntegrated } },
});

describe("the footer's Developers link", () => {
  it('shows to someone who may use the API while the API is on', () => {
    expect(isMenuItemVisible(footerItem('footer-developers'), developer(true))).toBe(true);
  });

  it('hides while the operator has the API turned off', () => {
    expect(isMenuItemVisible(footerItem('footer-developers'), developer(false))).toBe(false);
  });
});
