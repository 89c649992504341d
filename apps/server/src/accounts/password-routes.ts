import { changePasswordPayloadSchema, confirmPasswordPayloadSchema } from '@tonearm/client/contract';
import { PASSWORD_CONFIRMATION_WINDOW_SECONDS } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { users } from '../db/schema';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { revokeAccessTokens } from '../security/access-token-store';
import { hashPassword } from '../security/passwords';
import { destroyOtherSessions } from '../security/session-store';
import { requireAccount } from './current-account';
import { assertPassword } from './password-check';
import { isPasswordConfirmed, recordPasswordConfirmation } from './password-confirmation';
import { checkNewPassword } from './password-rules';
import { signIn } from './sign-in';

const changePasswordSchema = changePasswordPayloadSchema.check(z.superRefine(checkNewPassword));

/** Password confirmation and change (doc 000 §7, `auth/user/*`). */
export function passwordRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/auth/user/confirmed-password-status', async (c) => {
    await requireAccount(c, services);
    const asked = Number(c.req.query('seconds') ?? PASSWORD_CONFIRMATION_WINDOW_SECONDS);
    const seconds = Number.isFinite(asked) && asked > 0 ? asked : PASSWORD_CONFIRMATION_WINDOW_SECONDS;
    return c.json({ confirmed: isPasswordConfirmed(c, services, seconds) });
  });

  routes.post('/auth/user/confirm-password', async (c) => {
    const account = await requireAccount(c, services);
    const { password } = validate(confirmPasswordPayloadSchema, await readBody(c));
    await assertPassword(services, account.user, password);
    await recordPasswordConfirmation(c, services);
    return c.json({ status: 'success' });
  });

  routes.put('/auth/user/password', async (c) => {
    const account = await requireAccount(c, services);
    const payload = validate(changePasswordSchema, await readBody(c));
    await assertPassword(services, account.user, payload.current_password, 'current_password');
    await db
      .update(users)
      .set({ password: await hashPassword(payload.password), updated_at: services.now() })
      .where(eq(users.id, account.user.id));
    // Every other device must sign in with the new password; this one gets a fresh session token.
    const session = c.get('visitor').session;
    await destroyOtherSessions(db, account.user.id, session?.id ?? 0);
    // A token made with a stolen password would otherwise outlive the change; keeping them is the owner's choice.
    if (payload.revoke_access_tokens !== false) await revokeAccessTokens(db, account.user.id);
    if (session) {
      await signIn(c, services, account.user.id, session.remember);
      await recordPasswordConfirmation(c, services);
    }
    return c.json({ status: 'success', message: 'Password changed' });
  });

  return routes;
}
