import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../app-context';
import { findAccessToken, touchAccessToken } from '../security/access-token-store';
import { writeSessionCookies, writeXsrfCookie } from '../security/session-cookies';
import {
  findSession,
  isWellFormedSessionToken,
  SESSION_COOKIE,
  touchSession,
} from '../security/session-store';
import { randomToken } from '../security/tokens';
import { isXsrfTokenValid, XSRF_COOKIE } from '../security/xsrf';
import { clientAddress } from './client-address';
import { unauthenticated } from './errors';

/**
 * Identifies the visitor: an API client by its `Bearer` access token, a browser by the session cookie (first-time
 * visitors get a token). Browsers get an XSRF-TOKEN cookie matching the session they end up with on every answer.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function visitorMiddleware(services: AppServices) {
  return createMiddleware<AppBindings>(async (c, next) => {
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
      });
      return next();
    }

    const cookieToken = getCookie(c, SESSION_COOKIE);
    const known = isWellFormedSessionToken(cookieToken);
    const sessionToken = known ? cookieToken : randomToken(32);
    const session = known ? await findSession(services.db, sessionToken, now) : null;
    c.set('visitor', {
      sessionToken,
      session,
      accessToken: null,
      ip: clientAddress(c, services.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
      xsrfIssued: false,
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
      !isXsrfTokenValid(services.appKey, visitor.sessionToken, getCookie(c, XSRF_COOKIE))
    ) {
      writeXsrfCookie(c, services, visitor.sessionToken, visitor.session?.remember ?? false);
    }
  });
}
