import {
  resendEmailVerificationPayloadSchema,
  validateEmailVerificationPayloadSchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { HttpError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { findUserByEmail } from './account';
import { currentAccount, requireAccount } from './current-account';
import { confirmVerificationCode, sendVerificationCode } from './email-verification';

/** `POST resend-email-verification` and `POST validate-email-verification-otp` (doc 000 §7). */
export function emailVerificationRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.post('/resend-email-verification', async (c) => {
    const { email } = validate(resendEmailVerificationPayloadSchema, await readBody(c));
    // A signed-in user gets the code at their own address whatever was sent; a guest only for an unverified account.
    const signedIn = await currentAccount(c, services);
    const user = signedIn?.user ?? (await findUserByEmail(services.db, email));
    // The answer is the same for unknown and verified addresses, so it never tells which accounts exist.
    if (user && !user.email_verified_at) {
      try {
        await sendVerificationCode(services, user);
      } catch (error) {
        // A guest must not learn from a 429 that the address has an account.
        if (signedIn || !(error instanceof HttpError && error.status === 429)) throw error;
      }
    }
    return c.json({ status: 'success', message: 'Email sent' });
  });

  routes.post('/validate-email-verification-otp', async (c) => {
    const account = await requireAccount(c, services);
    const { code } = validate(validateEmailVerificationPayloadSchema, await readBody(c));
    if (!account.user.email_verified_at) await confirmVerificationCode(services, account.user, code);
    return c.json({ status: 'success' });
  });

  return routes;
}
