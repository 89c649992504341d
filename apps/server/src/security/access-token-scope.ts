import type { AccessTokenAbility } from '@tonearm/client/contract';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../app-context';
import { forbidden } from '../http/errors';

/** Sanctum's answer to a token without the ability a call needs. */
export const MISSING_ABILITY = 'Invalid ability provided.';
export const NOT_FOR_ACCESS_TOKENS = 'Access tokens cannot manage account security.';

/**
 * Account security, closed to every token whatever its abilities: token management (a token must not mint
 * tokens), the password, two-factor and recovery codes, sessions, sign-in and social connections (everything
 * under `auth/` and `secure/`), and deleting the account. A leaked token must never outlive a password change.
 * The same holds for the admin's hold on other people's security (their sessions, two-factor, tokens, password
 * resets and address checks): a leaked admin token must not open every account.
 */
const ACCOUNT_SECURITY = [
  /^\/auth\//,
  /^\/secure\//,
  /^\/api\/v1\/access-tokens(\/|$)/,
  /^\/api\/v1\/user-sessions(\/|$)/,
  /^\/api\/v1\/admin\/users\/[^/]+\/(sessions|two-factor|tokens|password-reset|email-verification)(\/|$)/,
];
const ACCOUNT_DELETION = /^\/api\/v1\/users\/[^/]+$/;
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The ability a call made with `method` needs: reading for GET, writing for every change. */
export function abilityFor(method: string): AccessTokenAbility {
  return READING_METHODS.has(method) ? 'read' : 'write';
}

/** Whether a token may reach `path` at all. */
export function isAccountSecurity(method: string, path: string): boolean {
  return (
    ACCOUNT_SECURITY.some((pattern) => pattern.test(path)) ||
    (method === 'DELETE' && ACCOUNT_DELETION.test(path))
  );
}

/** Holds requests made with a personal access token to the token's abilities, and keeps them out of account security. */
export function accessTokenScope() {
  return createMiddleware<AppBindings>(async (c, next) => {
    const token = c.get('visitor').accessToken;
    if (token) {
      if (isAccountSecurity(c.req.method, c.req.path)) throw forbidden(NOT_FOR_ACCESS_TOKENS);
      if (!token.abilities.includes(abilityFor(c.req.method))) throw forbidden(MISSING_ABILITY);
    }
    await next();
  });
}
