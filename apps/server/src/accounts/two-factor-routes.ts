import {
  confirmPasswordPayloadSchema,
  confirmTwoFactorPayloadSchema,
  twoFactorChallengePayloadSchema,
} from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { users } from '../db/schema';
import { HttpError, tooManyRequests, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { claimAttempts, clearFailures, type ThrottleRule } from '../security/rate-limiter';
import { otpauthUrl } from '../security/totp';
import { siteName } from '../settings/site-name';
import { findUserById } from './account';
import { requireAccount } from './current-account';
import { assertPassword } from './password-check';
import { recordPasswordConfirmation, requirePasswordConfirmation } from './password-confirmation';
import { recoveryCodesOf } from './serialize-user';
import { signIn } from './sign-in';
import {
  acceptRecoveryCode,
  acceptTotpCode,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorSecretOf,
} from './two-factor';
import { endTwoFactorChallenge, pendingLogin } from './two-factor-challenge';

/** Fortify's message for a wrong two-factor code. */
export const INVALID_TWO_FACTOR_CODE = 'The provided two factor authentication code was invalid.';
export const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';

/** Five wrong codes at the challenge, then 429 (issue 4). */
export const TWO_FACTOR_CHALLENGE_THROTTLE: ThrottleRule = {
  windowSeconds: 15 * 60,
  threshold: 5,
  baseDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
};

const [codeChallengeSchema, recoveryChallengeSchema] = twoFactorChallengePayloadSchema.def.options;

/** Two-factor setup in account settings and the challenge that completes a login (doc 000 §4, §7). */
export function twoFactorRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/auth/user/two-factor-authentication', async (c) => {
    const account = await requireAccount(c, services);
    requirePasswordConfirmation(c, services);
    await startTwoFactorSetup(services, account.user);
    return c.json({ status: 'success' });
  });

  routes.get('/auth/user/two-factor/qr-code', async (c) => {
    const account = await requireAccount(c, services);
    const secret = twoFactorSecretOf(services, account.user);
    if (!secret) throw new HttpError(404, 'Two factor authentication has not been enabled.');
    const url = otpauthUrl(await siteName(db), account.user.email, secret);
    return c.json({ svg: await QRCode.toString(url, { type: 'svg', margin: 1 }), secret });
  });

  routes.post('/auth/user/confirmed-two-factor-authentication', async (c) => {
    const account = await requireAccount(c, services);
    requirePasswordConfirmation(c, services);
    const { code } = validate(confirmTwoFactorPayloadSchema, await readBody(c));
    if (!(await acceptTotpCode(services, account.user, code))) {
      throw new ValidationError({ code: [INVALID_TWO_FACTOR_CODE] });
    }
    await db
      .update(users)
      .set({ two_factor_confirmed_at: services.now() })
      .where(eq(users.id, account.user.id));
    // The pending codes went out with the user's data; the confirmed ones are new and shown in this answer only.
    const recoveryCodes = await regenerateRecoveryCodes(services, account.user);
    return c.json({ status: 'success', recovery_codes: recoveryCodes });
  });

  routes.delete('/auth/user/two-factor-authentication', async (c) => {
    const account = await requireAccount(c, services);
    requirePasswordConfirmation(c, services);
    await disableTwoFactor(services, account.user);
    return c.json({ status: 'success', message: 'Two factor authentication has been disabled.' });
  });

  routes.post('/auth/user/two-factor-recovery-codes', async (c) => {
    const account = await requireAccount(c, services);
    requirePasswordConfirmation(c, services);
    if (!account.user.two_factor_secret)
      throw new HttpError(404, 'Two factor authentication has not been enabled.');
    const recoveryCodes = await regenerateRecoveryCodes(services, account.user);
    return c.json({ status: 'success', recovery_codes: recoveryCodes });
  });

  routes.post('/auth/user/two-factor-recovery-codes/show', async (c) => {
    const account = await requireAccount(c, services);
    const { password } = validate(confirmPasswordPayloadSchema, await readBody(c));
    // The password itself, every time: a session left open must not be enough to read what unlocks the account.
    await assertPassword(services, account.user, password);
    const recoveryCodes = account.user.two_factor_confirmed_at
      ? recoveryCodesOf(account.user, services.secretBox)
      : null;
    if (!recoveryCodes) throw new HttpError(404, 'Two factor authentication has not been enabled.');
    return c.json({ status: 'success', recovery_codes: recoveryCodes });
  });

  routes.post('/auth/two-factor-challenge', async (c) => {
    const pending = pendingLogin(c, services);
    const user = pending ? await findUserById(db, pending.userId) : null;
    if (!pending || !user?.two_factor_confirmed_at) {
      throw new ValidationError({
        code: ['The two factor authentication session has expired. Please log in again.'],
      });
    }
    const key = `two-factor-challenge:${user.id}`;
    // Counted before the code is checked, so codes sent at once cannot all pass a check made before any failed.
    const claimed = await claimAttempts(db, [[key, TWO_FACTOR_CHALLENGE_THROTTLE]], services.now());
    if (!claimed.admitted) throw tooManyRequests(claimed.waitSeconds);

    const body = await readBody(c);
    const usesRecoveryCode = typeof body === 'object' && body !== null && 'recovery_code' in body;
    let accepted: boolean;
    if (usesRecoveryCode) {
      const { recovery_code } = validate(recoveryChallengeSchema, body);
      accepted = await acceptRecoveryCode(services, user, recovery_code);
    } else {
      const { code } = validate(codeChallengeSchema, body);
      accepted = await acceptTotpCode(services, user, code);
    }
    if (!accepted) {
      throw usesRecoveryCode
        ? new ValidationError({ recovery_code: [INVALID_RECOVERY_CODE] })
        : new ValidationError({ code: [INVALID_TWO_FACTOR_CODE] });
    }

    await clearFailures(db, key);
    endTwoFactorChallenge(c);
    await signIn(c, services, user.id, pending.remember);
    await recordPasswordConfirmation(c, services);
    return c.json({ bootstrapData: await bootstrapForRequest(c, services) });
  });

  return routes;
}
