import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppBindings, AppServices } from '../app-context';
import { isSecureRequest } from '../http/client-address';
import { REMEMBER_DAYS, SESSION_COOKIE } from './session-store';
import { issueXsrfToken, XSRF_COOKIE } from './xsrf';

/**
 * Writes the session cookie (HttpOnly) and a fresh XSRF-TOKEN cookie (readable by the app) for `token`. With
 * `remember` both last 30 days; otherwise they end with the browser session.
 */
export function writeSessionCookies(
  c: Context<AppBindings>,
  services: AppServices,
  token: string,
  remember: boolean,
): void {
  const secure = isSecureRequest(c, services.env.TRUST_PROXY, services.env.APP_URL);
  const lifetime = remember ? { maxAge: REMEMBER_DAYS * 24 * 60 * 60 } : {};
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Lax', secure, ...lifetime });
  writeXsrfCookie(c, services, token, remember);
}

export function writeXsrfCookie(
  c: Context<AppBindings>,
  services: AppServices,
  token: string,
  remember: boolean,
): void {
  const secure = isSecureRequest(c, services.env.TRUST_PROXY, services.env.APP_URL);
  const lifetime = remember ? { maxAge: REMEMBER_DAYS * 24 * 60 * 60 } : {};
  setCookie(c, XSRF_COOKIE, issueXsrfToken(services.appKey, token), {
    path: '/',
    sameSite: 'Lax',
    secure,
    ...lifetime,
  });
  c.get('visitor').xsrfIssued = true;
}
