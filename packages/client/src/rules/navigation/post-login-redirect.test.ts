import { describe, expect, it } from 'vitest';
import { postLoginRedirect } from './post-login-redirect';

const listener = { permissions: [{ name: 'music.view' }] };
const admin = { permissions: [{ name: 'admin.access' }] };
const superAdmin = { permissions: [{ name: 'admin' }] };

describe('postLoginRedirect', () => {
  it('sends an ordinary user to /', () => {
    expect(postLoginRedirect({ user: listener })).toBe('/');
  });

  it('sends an admin to /admin', () => {
    expect(postLoginRedirect({ user: admin })).toBe('/admin');
    expect(postLoginRedirect({ user: superAdmin })).toBe('/admin');
  });

  it('sends a pending onboarding choice to /checkout/{productId}/{priceId}', () => {
    expect(postLoginRedirect({ user: listener, pendingOnboarding: { productId: 3, priceId: 11 } })).toBe(
      '/checkout/3/11',
    );
  });

  it('prefers the pending plan choice over the redirect URI and the admin area', () => {
    const pendingOnboarding = { productId: 3, priceId: 11 };
    expect(postLoginRedirect({ user: admin, pendingOnboarding, redirectUri: '/library' })).toBe(
      '/checkout/3/11',
    );
  });

  it('follows a same-site redirect URI', () => {
    expect(postLoginRedirect({ user: listener, redirectUri: '/library/playlists?sort=name' })).toBe(
      '/library/playlists?sort=name',
    );
    expect(postLoginRedirect({ user: admin, redirectUri: '/account-settings' })).toBe('/account-settings');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/phish', 'javascript:alert(document.cookie)', 42])(
    'never follows the off-site redirect URI %j',
    (redirectUri) => {
      expect(postLoginRedirect({ user: listener, redirectUri })).toBe('/');
      expect(postLoginRedirect({ user: admin, redirectUri })).toBe('/admin');
    },
  );

  it('encodes checkout ids so they stay inside their path segments', () => {
    expect(
      postLoginRedirect({ user: listener, pendingOnboarding: { productId: '../x', priceId: 'a/b' } }),
    ).toBe('/checkout/..%2Fx/a%2Fb');
  });
});
