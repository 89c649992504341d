import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../app-context';
import { isXsrfTokenValid, XSRF_HEADER } from '../security/xsrf';
import { csrfMismatch } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing request whose `X-XSRF-TOKEN` was not issued for the visitor's session (419);
 * requests authenticated with a personal access token are exempt.
 */
export function xsrfGuard(services: AppServices) {
  return createMiddleware<AppBindings>(async (c, next) => {
    // An access token is not sent by browsers on their own, so cross-site forgery cannot use it.
    if (SAFE_METHODS.has(c.req.method) || c.get('visitor').accessToken) return next();
    const { sessionToken } = c.get('visitor');
    if (!isXsrfTokenValid(services.appKey, sessionToken, c.req.header(XSRF_HEADER))) throw csrfMismatch();
    return next();
  });
}
