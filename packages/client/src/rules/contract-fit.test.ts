import { describe, expect, it } from 'vitest';
import { productSchema } from '../contract/billing';
import { bootstrapDataSchema } from '../contract/bootstrap-data';
import { bootstrapDataJson, productJson } from '../contract/fixtures/laravel-payloads';
import {
  annualSavingPercent,
  checkOverQuotaOrNoPermission,
  chooseTheme,
  decideAccess,
  hasPermission,
  hasRole,
  isMenuItemVisible,
  isSubscribed,
  maskEmail,
  postLoginRedirect,
  resolveMenuItemAction,
  selectPrice,
  shouldShowCookieNotice,
  userProfileLink,
} from './index';

// The rules take narrow shapes of their own; these checks keep the full contract types assignable to them.
const data = bootstrapDataSchema.parse(bootstrapDataJson);
const product = productSchema.parse(productJson);
const user = data.user ?? expect.unreachable('the fixture has a signed-in user');

describe('the rules over contract data', () => {
  it('check permissions, quotas, roles and subscriptions of a parsed user', () => {
    const viewer = { user, guestRole: data.guest_role };
    expect(hasPermission(viewer, 'music.view')).toBe(true);
    expect(hasPermission({ user: null, guestRole: data.guest_role }, 'playlists.create')).toBe(false);
    expect(
      checkOverQuotaOrNoPermission(viewer, {
        permission: 'playlists.create',
        restriction: 'count',
        currentCount: 20,
      }),
    ).toEqual({ overQuota: true, noPermission: false, overQuotaOrNoPermission: true });
    expect(hasRole(user, 2)).toBe(true);
    expect(isSubscribed(user)).toBe(true);
  });

  it('decide menu visibility and links from parsed settings', () => {
    const items = data.settings.menus?.[0]?.items ?? [];
    const viewer = { user, guestRole: data.guest_role, settings: data.settings };
    expect(items.map((item) => isMenuItemVisible(item, viewer))).toEqual([true, true, true]);
    const profileItem = items.find((item) => item.action?.includes('{currentUser}'));
    expect(resolveMenuItemAction(profileItem?.action ?? '', user)).toBe(`/user/${user.id}`);
  });

  it('choose a parsed theme and decide the cookie notice from bootstrap data', () => {
    const theme = chooseTheme({
      cookieValue: 'dark',
      themes: data.themes,
      settings: data.settings,
      prefersDark: false,
    });
    expect(theme?.is_dark).toBe(true);
    expect(
      shouldShowCookieNotice({
        enabled: data.settings.cookie_notice?.enable,
        showCookieNotice: data.show_cookie_notice,
        acceptedCookie: undefined,
      }),
    ).toBe(true);
  });

  it('route a parsed user', () => {
    expect(postLoginRedirect({ user })).toBe('/');
    expect(
      decideAccess({
        user,
        guestRole: data.guest_role,
        billingEnabled: true,
        route: { requiresLogin: true },
      }),
    ).toEqual({ allowed: true });
    expect(userProfileLink(user)).toBe('/user/1/ada-lovelace');
    expect(maskEmail(user.email)).toBe('ad****@tonearm.example');
  });

  it('select prices and the saving badge of a parsed plan', () => {
    expect(selectPrice(product.prices, 'monthly')?.interval).toBe('month');
    expect(selectPrice(product.prices, 'yearly')?.interval).toBe('year');
    // 12 × 9.99 = 119.88 against 99.
    expect(annualSavingPercent([product])).toBe(17);
  });
});
