import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../app-context';
import { findAccessToken, touchAccessToken } from '../security/access-token-store';
import { writeSessionCookies, writeXsrfCookie } from '../security/session-cookies';
import {
  findSessionByHash,
  isWellFormedSessionToken,
  SESSION_COOKIE,
  type SessionRecord,
  touchSession,
} from '../security/session-store';
import { randomToken, sha256 } from '../security/tokens';
import { isXsrfTokenValid, XSRF_COOKIE } from '../security/xsrf';
import { clientAddress } from './client-address';
import { unauthenticated } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How many sessions' XSRF cookies are remembered as checked; past it the memory starts again. */
const CHECKED_XSRF_LIMIT = 10_000;

/**
 * Identifies the visitor: an API client by its `Bearer` access token, a browser by the session cookie (first-time
 * visitors get a token). Browsers get an XSRF-TOKEN cookie matching the session they end up with on every answer.
 */
export function visitorMiddleware(services: AppServices) {
  // A browser sends the same XSRF cookie with every request of a session for hours, and checking it means an HMAC:
  // the cookie last found valid for each session token is remembered, and only another one is checked again.
  const checkedXsrf = new Map<string, string>();
  const isXsrfCookieValid = (sessionToken: string, cookie: string | undefined) => {
    if (cookie !== undefined && checkedXsrf.get(sessionToken) === cookie) return true;
    if (!isXsrfTokenValid(services.appKey, sessionToken, cookie)) return false;
    if (checkedXsrf.size >= CHECKED_XSRF_LIMIT) checkedXsrf.clear();
    checkedXsrf.set(sessionToken, cookie ?? '');
    return true;
  };
  return createMiddleware<AppBindings>(async (c, next) => {
    const arrivedAt = performance.now();
    const now = services.now();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    if (bearer !== undefined) {
      const accessToken = await findAccessToken(services.db, bearer);
      if (!accessToken) throw unauthenticated();
      await touchAccessToken(services.db, accessToken, now);
      c.set('visitor', {
        sessionToken: '',
        session: null,
        accessToken,
        ip: clientAddress(c, services.env.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? null,
        xsrfIssued: false,
        arrivedAt,
      });
      await next();
      return;
    }

    const cookieToken = getCookie(c, SESSION_COOKIE);
    const known = isWellFormedSessionToken(cookieToken);
    const sessionToken = known ? cookieToken : randomToken(32);
    const session = known ? await signedInSession(services, sessionToken, now, arrivedAt) : null;
    c.set('visitor', {
      sessionToken,
      session,
      accessToken: null,
      ip: clientAddress(c, services.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
      xsrfIssued: false,
      arrivedAt,
    });
    // A state change arriving without the session cookie is most likely another site's form (SameSite cookies stay
    // home): it will be refused, and must not replace the cookies the browser holds for the visitor's session.
    const cookieless = !known && !SAFE_METHODS.has(c.req.method);
    if (!known && !cookieless) writeSessionCookies(c, services, sessionToken, false);
    if (session) await touchSession(services.db, session, now);

    await next();

    const visitor = c.get('visitor');
    if (
      !cookieless &&
      !visitor.xsrfIssued &&
      !isXsrfCookieValid(visitor.sessionToken, getCookie(c, XSRF_COOKIE))
    ) {
      writeXsrfCookie(c, services, visitor.sessionToken, visitor.session?.remember ?? false);
    }
  });
}

/**
 * The unexpired session of `token`, from this instance's snapshots when it was read before: a snapshot is dropped as
 * soon as the session or its user changes, and its expiry is checked here against the app's clock.
 */
async function signedInSession(
  services: AppServices,
  token: string,
  now: Date,
  arrivedAt: number,
): Promise<SessionRecord | null> {
  const tokenHash = sha256(token);
  const session = await services.live.accounts.session(
    tokenHash,
    () => findSessionByHash(services.db, tokenHash, now),
    (found) => found.user_id,
    arrivedAt,
  );
  return session && session.expires_at > now ? session : null;
}
