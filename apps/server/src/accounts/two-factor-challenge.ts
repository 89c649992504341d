import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppBindings, AppServices } from '../app-context';
import { isSecureRequest } from '../http/client-address';
import { constantTimeEqual, hmac } from '../security/tokens';

/** The cookie that remembers who passed the password step and now owes a two-factor code. */
export const TWO_FACTOR_CHALLENGE_COOKIE = 'tonearm_two_factor';
/** Time allowed between the password and the code. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

export interface PendingLogin {
  userId: number;
  remember: boolean;
}

function signature(services: AppServices, sessionToken: string, payload: string): string {
  return hmac(services.appKey, `two-factor|${sessionToken}|${payload}`);
}

/**
 * Starts the challenge: a signed cookie bound to the visitor's session token names the user and the "remember"
 * choice, so any server instance can finish the login.
 */
export function startTwoFactorChallenge(
  c: Context<AppBindings>,
  services: AppServices,
  pending: PendingLogin,
): void {
  const expires = Math.floor(services.now().getTime() / 1000) + TWO_FACTOR_CHALLENGE_SECONDS;
  const payload = `${pending.userId}.${pending.remember ? 1 : 0}.${expires}`;
  const value = `${payload}.${signature(services, c.get('visitor').sessionToken, payload)}`;
  setCookie(c, TWO_FACTOR_CHALLENGE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureRequest(c, services.env.TRUST_PROXY, services.env.APP_URL),
    maxAge: TWO_FACTOR_CHALLENGE_SECONDS,
  });
}

/** The login waiting for its code, or `null` when there is none, it expired, or it belongs to another session. */
export function pendingLogin(c: Context<AppBindings>, services: AppServices): PendingLogin | null {
  const value = getCookie(c, TWO_FACTOR_CHALLENGE_COOKIE);
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [userId, remember, expires, mac] = parts as [string, string, string, string];
  const payload = `${userId}.${remember}.${expires}`;
  if (!constantTimeEqual(mac, signature(services, c.get('visitor').sessionToken, payload))) return null;
  if (Number(expires) * 1000 < services.now().getTime()) return null;
  return { userId: Number(userId), remember: remember === '1' };
}

export function endTwoFactorChallenge(c: Context<AppBindings>): void {
  deleteCookie(c, TWO_FACTOR_CHALLENGE_COOKIE, { path: '/' });
}
