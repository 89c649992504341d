import { signInLinkPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { findUserById } from './account';
import { forgiveAccountFailures } from './login-throttle';
import { signIn } from './sign-in';
import { redeemSignInLink } from './sign-in-link';
import { startTwoFactorChallenge } from './two-factor-challenge';

export const INVALID_SIGN_IN_LINK = 'This sign-in link is invalid or has expired.';

/** `POST auth/login-link`: the one-time link mailed while logins to the account are throttled. */
export function signInLinkRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.post('/auth/login-link', async (c) => {
    const { token } = validate(signInLinkPayloadSchema, await readBody(c));
    const userId = await redeemSignInLink(services, token);
    const user = userId === null ? null : await findUserById(services.db, userId);
    if (!user) throw new ValidationError({ token: [INVALID_SIGN_IN_LINK] });
    await forgiveAccountFailures(services.db, user.email);
    // The link stands in for the password only: a second factor is still asked.
    if (user.two_factor_confirmed_at) {
      startTwoFactorChallenge(c, services, { userId: user.id, remember: false });
      return c.json({ two_factor: true });
    }
    await signIn(c, services, user.id, false);
    return c.json({ bootstrapData: await bootstrapForRequest(c, services) });
  });

  return routes;
}
