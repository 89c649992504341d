import { constantTimeEqual, hmac, randomToken } from './tokens';

/** The readable cookie the client echoes back (doc 000 §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A token bound to one session: a random value and the HMAC of the session token with it. */
export function issueXsrfToken(appKey: string, sessionToken: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${hmac(appKey, `${sessionToken}|${nonce}`)}`;
}

/** Whether `token` was issued for `sessionToken`; another session's token, or a forged one, fails. */
export function isXsrfTokenValid(appKey: string, sessionToken: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length > 0) return false;
  return constantTimeEqual(mac, hmac(appKey, `${sessionToken}|${nonce}`));
}
