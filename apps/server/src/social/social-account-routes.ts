import { socialConnectPayloadSchema, socialServiceSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { findUserById } from '../accounts/account';
import { requireAccount } from '../accounts/current-account';
import { assertPassword } from '../accounts/password-check';
import { recordPasswordConfirmation } from '../accounts/password-confirmation';
import { signIn } from '../accounts/sign-in';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { TWO_FACTOR_REFUSAL } from './finish-social-sign-in';
import { findPendingConnection, forgetPendingConnection } from './pending-connection';
import { findSocialProfile, linkSocialProfile, unlinkSocialProfile } from './social-profile-store';

/** Answer when the password modal is submitted with no provider account waiting (expired, or never asked). */
export const NO_PENDING_CONNECTION =
  'There is no social account waiting to be connected. Please sign in with it again.';

/** `POST secure/auth/social/connect {password}` and `POST secure/auth/social/{service}/disconnect` (doc 000 §7). */
export function socialAccountRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/secure/auth/social/connect', async (c) => {
    const { password } = validate(socialConnectPayloadSchema, await readBody(c));
    const visitor = c.get('visitor');
    const pending = visitor.sessionToken
      ? await findPendingConnection(db, visitor.sessionToken, services.now())
      : null;
    if (!pending) throw new ValidationError({ password: [NO_PENDING_CONNECTION] });
    const user = await findUserById(db, pending.userId);
    if (!user) throw new ValidationError({ password: [NO_PENDING_CONNECTION] });
    await assertPassword(services, user, password);
    if (user.two_factor_confirmed_at) throw forbidden(TWO_FACTOR_REFUSAL);
    const taken = await findSocialProfile(db, pending.service, pending.identity.id);
    if (taken && taken.user_id !== user.id) {
      throw new ValidationError({
        password: ['This social account is already connected to another account.'],
      });
    }

    await linkSocialProfile(db, user.id, pending.service, pending.identity);
    await forgetPendingConnection(db, visitor.sessionToken);
    await signIn(c, services, user.id, false);
    await recordPasswordConfirmation(c, services);
    return c.json({ bootstrapData: await bootstrapForRequest(c, services) });
  });

  routes.post('/secure/auth/social/:service/disconnect', async (c) => {
    const service = socialServiceSchema.safeParse(c.req.param('service'));
    if (!service.success) throw notFound();
    const account = await requireAccount(c, services);
    await unlinkSocialProfile(db, account.user.id, service.data);
    return c.json({ status: 'success' });
  });

  return routes;
}
