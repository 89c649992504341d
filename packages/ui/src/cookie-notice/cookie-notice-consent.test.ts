import { describe, expect, it } from 'vitest';
import {
  COOKIE_NOTICE_REMEMBER_DAYS,
  type CookieJar,
  hasAcceptedCookieNotice,
  rememberCookieNoticeAccepted,
} from './cookie-notice-consent';

/** Keeps what a browser would: the last value written per cookie name. */
function cookieJar(initial = ''): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  for (const pair of initial.split(';').filter(Boolean)) {
    const [name = '', value = ''] = pair.trim().split('=');
    values.set(name, value);
  }
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      values.set(name.trim(), value);
    },
  };
}

describe('cookie notice consent', () => {
  it('remembers acceptance for 30 days across the whole site', () => {
    const jar = cookieJar();
    rememberCookieNoticeAccepted(jar);
    expect(COOKIE_NOTICE_REMEMBER_DAYS).toBe(30);
    expect(jar.written).toEqual(['cookie-notice-accepted=1; max-age=2592000; path=/; SameSite=Lax']);
  });

  it('reports acceptance once remembered', () => {
    const jar = cookieJar('theme=dark');
    expect(hasAcceptedCookieNotice(jar)).toBe(false);
    rememberCookieNoticeAccepted(jar);
    expect(hasAcceptedCookieNotice(jar)).toBe(true);
  });

  it('does not mistake a cookie whose name only starts the same', () => {
    expect(hasAcceptedCookieNotice(cookieJar('cookie-notice-accepted-at=1'))).toBe(false);
  });
});
