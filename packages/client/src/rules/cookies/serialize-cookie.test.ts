import { describe, expect, it } from 'vitest';
import { serializeCookie } from './serialize-cookie';

describe('serializeCookie', () => {
  it('lives 7 days on path / by default', () => {
    expect(serializeCookie('be-active-theme', 'dark')).toBe(
      'be-active-theme=dark; Max-Age=604800; Path=/; SameSite=Lax',
    );
  });

  it('percent-encodes the value', () => {
    expect(serializeCookie('note', 'a b;c=d')).toMatch(/^note=a%20b%3Bc%3Dd;/);
  });

  it('takes a lifetime in days, a path and a domain', () => {
    expect(
      serializeCookie('cookie-notice-accepted', 'true', { days: 30, path: '/app', domain: 'example.com' }),
    ).toBe('cookie-notice-accepted=true; Max-Age=2592000; Path=/app; Domain=example.com; SameSite=Lax');
  });

  it('expires the cookie at once for a lifetime of 0 or less', () => {
    expect(serializeCookie('a', '', { days: 0 })).toContain('Max-Age=0;');
    expect(serializeCookie('a', '', { days: -3 })).toContain('Max-Age=0;');
  });

  it('marks the cookie secure when asked, and always with SameSite=None', () => {
    expect(serializeCookie('a', 'b', { secure: true })).toMatch(/; Secure$/);
    expect(serializeCookie('a', 'b', { sameSite: 'None' })).toMatch(/SameSite=None; Secure$/);
  });

  it.each(['', 'a b', 'a;b', 'a=b', 'é'])('refuses the invalid cookie name %j', (name) => {
    expect(() => serializeCookie(name, 'x')).toThrow(TypeError);
  });
});
