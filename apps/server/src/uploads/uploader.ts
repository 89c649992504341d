import type { Context } from 'hono';
import { type AppBindings, visitorUserId } from '../app-context';
import { unauthenticated } from '../http/errors';

/**
 * The signed-in user sending an upload call, or a 401 for guests. Upload calls need only who sends them, and tus
 * asks once per chunk, so no account (roles, tokens, subscriptions) is loaded: the session or access token the
 * visitor middleware found names a user that exists, since both are deleted with their user.
 */
export function requireUploaderId(c: Context<AppBindings>): number {
  const userId = visitorUserId(c.get('visitor'));
  if (userId === null) throw unauthenticated();
  return userId;
}
