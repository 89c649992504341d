import { createMiddleware } from 'hono/factory';
import { currentAccount } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { forbidden } from '../http/errors';
import { readSetting } from '../settings/settings-store';

/** Laravel's `verified` middleware answer. */
export const EMAIL_NOT_VERIFIED = 'Your email address is not verified.';

/**
 * What an unverified account may still call while the site requires email confirmation: what the verification
 * screen renders from and sends (doc 000 §2, §7: bootstrap data, its own user, resend, validate, logout), and the
 * guest calls that change who is signed in.
 */
const OPEN_TO_UNVERIFIED = new Set([
  'GET /api/v1/bootstrap-data',
  'GET /api/v1/users/me',
  'POST /api/v1/resend-email-verification',
  'POST /api/v1/validate-email-verification-otp',
  'POST /auth/logout',
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/two-factor-challenge',
  'POST /auth/login-link',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
]);
const API_PATH = /^\/(api|auth|secure)\//;

/** Whether `method path` stays open to an account whose address is not confirmed yet. */
export function isOpenToUnverified(method: string, path: string): boolean {
  return OPEN_TO_UNVERIFIED.has(`${method} ${path}`);
}

/**
 * Refuses every other API call of a signed-in account without `email_verified_at` while the site requires email
 * confirmation, through a session or an access token: the verification screen hides the rest of the app, and the
 * server must not let a client that skips the screen create playlists, tokens, workspaces or uploads.
 */
export function emailVerificationGuard(services: AppServices) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (API_PATH.test(c.req.path) && !isOpenToUnverified(c.req.method, c.req.path)) {
      const account = await currentAccount(c, services);
      // The setting is read only for an unverified account, so verified ones pay nothing for this check.
      if (
        account &&
        account.user.email_verified_at === null &&
        (await readSetting(services.db, 'require_email_confirmation')) === true
      ) {
        throw forbidden(EMAIL_NOT_VERIFIED);
      }
    }
    await next();
  });
}
