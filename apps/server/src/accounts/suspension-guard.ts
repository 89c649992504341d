import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../app-context';
import { HttpError } from '../http/errors';
import { currentAccount } from './current-account';
import { isSuspended } from './suspension-rules';

/** The answer's header that tells the web app to show the suspended screen now, without a reload. */
export const ACCOUNT_SUSPENDED_HEADER = 'X-Account-Suspended';
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account is suspended.';

/** What a suspended account may still call: the bootstrap data the suspended screen renders from, and logout. */
const OPEN_TO_SUSPENDED = new Set(['GET /api/v1/bootstrap-data', 'POST /auth/logout']);
const API_PATH = /^\/(api|auth|secure)\//;

/** 403 for every call of a suspended account, in a form the web app recognises. */
export const accountSuspended = () =>
  new HttpError(403, ACCOUNT_SUSPENDED_MESSAGE, { suspended: true }, { [ACCOUNT_SUSPENDED_HEADER]: '1' });

/**
 * Refuses every API call of a suspended account, through a session or an access token, from the moment of the
 * suspension (doc 000 §2): the account is read on each request, so no session has to be found and ended.
 */
export function suspensionGuard(services: AppServices) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (API_PATH.test(c.req.path) && !OPEN_TO_SUSPENDED.has(`${c.req.method} ${c.req.path}`)) {
      const account = await currentAccount(c, services);
      if (account && isSuspended(account.user, services.now())) throw accountSuspended();
    }
    await next();
  });
}
