import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { writeSessionCookies } from '../security/session-cookies';
import { createSession, destroySession } from '../security/session-store';
import { randomToken } from '../security/tokens';
import { forgetCurrentAccount } from './current-account';

/**
 * Signs the visitor in as `userId` with a brand-new session token (the old one, and its XSRF token, stop working),
 * so a token planted before login is useless after it.
 */
export async function signIn(
  c: Context<AppBindings>,
  services: AppServices,
  userId: number,
  remember: boolean,
): Promise<void> {
  const visitor = c.get('visitor');
  if (visitor.session) await destroySession(services.db, visitor.session.id);
  const { token, session } = await createSession(
    services.db,
    { userId, remember, ipAddress: visitor.ip, userAgent: visitor.userAgent },
    services.now(),
  );
  visitor.sessionToken = token;
  visitor.session = session;
  forgetCurrentAccount(c);
  writeSessionCookies(c, services, token, remember);
}

/** Ends the visitor's session and gives them a fresh guest token. */
export async function signOut(c: Context<AppBindings>, services: AppServices): Promise<void> {
  const visitor = c.get('visitor');
  if (visitor.session) await destroySession(services.db, visitor.session.id);
  forgetCurrentAccount(c);
  visitor.session = null;
  visitor.sessionToken = randomToken(32);
  writeSessionCookies(c, services, visitor.sessionToken, false);
}
