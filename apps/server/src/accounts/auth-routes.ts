import {
  loginPayloadSchema,
  registerPayloadSchema,
  registrationSettingsSchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { roleUser, users } from '../db/schema';
import { forbidden, tooManyRequests, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { defaultRoleIds } from '../roles/role-permissions';
import { runDetached } from '../security/detached-work';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../security/passwords';
import { linkBase } from '../security/site-address';
import { readSetting } from '../settings/settings-store';
import { acceptInvite, findInvite } from '../workspaces/workspace-store';
import { findUserByEmail, findUserById } from './account';
import { sendAccountExistsMail } from './account-exists-mail';
import { sendVerificationCode } from './email-verification';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle';
import { recordPasswordConfirmation } from './password-confirmation';
import { checkNewPassword } from './password-rules';
import { claimRegistration } from './registration-limit';
import { signIn, signOut } from './sign-in';
import { mailSignInLink } from './sign-in-link';
import { signInPageLink } from './sign-in-page-link';
import { startTwoFactorChallenge } from './two-factor-challenge';

/** The answer to a throttled login, the same whether or not the account exists. */
export const loginThrottledMessage = (wait: number) =>
  `Too many login attempts. Please try again in ${wait} seconds, or use the sign-in link we emailed to the account's address.`;

/** Laravel's `auth.failed`: one answer for an unknown email and a wrong password. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

const registrationSchema = registerPayloadSchema.check(z.superRefine(checkNewPassword));

/** `auth/register`, `auth/login` and `auth/logout` (doc 000 §7). */
export function authRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/auth/register', async (c) => {
    const payload = validate(registrationSchema, await readBody(c));
    const invite = payload.invite_id ? await findInvite(db, String(payload.invite_id)) : null;
    // An invitation is proof of the address and lets its holder in even while registration is closed (doc 000 §2).
    const validInvite = invite?.email.toLowerCase() === payload.email.toLowerCase() ? invite : null;
    const registration = registrationSettingsSchema.safeParse(await readSetting(db, 'registration')).data;
    if (registration?.disable && !validInvite) throw forbidden('Registration is currently disabled.');

    const missingPolicies = (registration?.policies ?? []).filter(
      (policy) => payload.policies?.[String(policy.id)] !== true,
    );
    if (missingPolicies.length > 0) {
      throw new ValidationError(
        Object.fromEntries(
          missingPolicies.map((policy) => [
            `policies.${policy.id}`,
            [`The ${policy.name} must be accepted.`],
          ]),
        ),
      );
    }
    await claimRegistration(services, c.get('visitor').ip);
    const existing = await findUserByEmail(db, payload.email);
    if (existing) {
      // Answered like a sign-up waiting for its address to be confirmed, after as much work as one, so the form
      // never tells whether an address has an account; its owner is mailed instead.
      const base = linkBase(c, services);
      await hashPassword(payload.password);
      runDetached(services, () => sendAccountExistsMail(services, existing, base), {
        method: 'POST',
        url: c.req.url,
        userId: null,
      });
      return c.json({
        status: 'needs_email_verification',
        bootstrapData: await bootstrapForRequest(c, services),
      });
    }

    const needsVerification = !validInvite && (await readSetting(db, 'require_email_confirmation')) === true;
    const password = await hashPassword(payload.password);
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: payload.email,
          password,
          email_verified_at: needsVerification ? null : services.now(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error('Could not create the account');
      const roleIds = await defaultRoleIds(tx);
      if (roleIds.length > 0) {
        await tx.insert(roleUser).values(roleIds.map((roleId) => ({ user_id: created.id, role_id: roleId })));
      }
      return created;
    });
    if (validInvite) await acceptInvite(db, validInvite, user.id);

    if (needsVerification) {
      // Not signed in yet: the answer must match the one for a taken address, so the code is mailed after it and
      // the new account is reached by signing in, which leads to the verification screen.
      const base = linkBase(c, services);
      runDetached(
        services,
        async () => {
          const created = await findUserById(db, user.id);
          if (created) await sendVerificationCode(services, created, signInPageLink(base, created.email));
        },
        { method: 'POST', url: c.req.url, userId: user.id },
      );
    } else {
      await signIn(c, services, user.id, false);
      await recordPasswordConfirmation(c, services);
    }
    return c.json({
      status: needsVerification ? 'needs_email_verification' : 'success',
      bootstrapData: await bootstrapForRequest(c, services),
    });
  });

  routes.post('/auth/login', async (c) => {
    const payload = validate(loginPayloadSchema, await readBody(c));
    const attempt = { email: payload.email, ip: c.get('visitor').ip };
    const now = services.now();
    const claimed = await claimLoginAttempt(db, attempt, now);
    if (!claimed.admitted) {
      // The owner gets a way in that no guesser can block; looked up after the answer, which so says nothing
      // about whether the account exists.
      const base = linkBase(c, services);
      runDetached(
        services,
        async () => {
          const owner = await findUserByEmail(db, payload.email);
          if (owner) await mailSignInLink(services, owner, base);
        },
        { method: 'POST', url: c.req.url, userId: null },
      );
      throw tooManyRequests(claimed.waitSeconds, loginThrottledMessage(claimed.waitSeconds));
    }

    const user = await findUserByEmail(db, payload.email);
    let valid = false;
    if (user?.password) valid = await verifyPassword(user.password, payload.password);
    else await spendPasswordCheckTime(payload.password);
    // The failure was counted when the attempt was claimed.
    if (!user || !valid) throw new ValidationError({ email: [INVALID_CREDENTIALS] });

    await clearLoginFailures(db, attempt, claimed);
    if (user.two_factor_confirmed_at) {
      startTwoFactorChallenge(c, services, { userId: user.id, remember: payload.remember });
      return c.json({ two_factor: true });
    }
    await signIn(c, services, user.id, payload.remember);
    await recordPasswordConfirmation(c, services);
    return c.json({ bootstrapData: await bootstrapForRequest(c, services) });
  });

  routes.post('/auth/logout', async (c) => {
    await signOut(c, services);
    return c.json({ bootstrapData: await bootstrapForRequest(c, services) });
  });

  return routes;
}
