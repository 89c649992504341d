import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { emailVerificationCodes, users } from '../db/schema';
import { HttpError, tooManyRequests } from '../http/errors';
import { recipientTrans } from '../mail/mail-trans';
import { constantTimeEqual, sha256 } from '../security/tokens';
import { siteName } from '../settings/site-name';
import type { UserRecord } from './account';

/** How long a mailed code stays valid. */
export const VERIFICATION_CODE_MINUTES = 60;
/** Wrong guesses a code survives; after that a new one must be requested. */
export const VERIFICATION_CODE_ATTEMPTS = 5;
/** The shortest time between two mails to the same user. */
export const VERIFICATION_RESEND_SECONDS = 60;

export const INVALID_VERIFICATION_CODE = 'The code is invalid or has expired.';

const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/**
 * Mails a new 6-digit code, replacing any earlier one; 429 if one went out less than a minute ago. A new sign-up
 * is not signed in yet, so its mail also carries `signInLink`, the way to the screen that takes the code.
 */
export async function sendVerificationCode(
  services: AppServices,
  user: UserRecord,
  signInLink?: string,
): Promise<void> {
  const now = services.now();
  const [pending] = await services.db
    .select({ created_at: emailVerificationCodes.created_at })
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.user_id, user.id));
  const elapsed = pending ? (now.getTime() - pending.created_at.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (elapsed < VERIFICATION_RESEND_SECONDS) {
    throw tooManyRequests(
      VERIFICATION_RESEND_SECONDS - elapsed,
      'Please wait before requesting another code.',
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    user_id: user.id,
    code_hash: codeHash(user.id, code),
    failed_attempts: 0,
    created_at: now,
    expires_at: new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000),
  };
  await services.db
    .insert(emailVerificationCodes)
    .values(row)
    .onConflictDoUpdate({ target: emailVerificationCodes.user_id, set: row });
  const site = await siteName(services.db);
  const trans = await recipientTrans(services.db, user);
  const minutes = VERIFICATION_CODE_MINUTES;
  const howTo = signInLink
    ? [
        trans('Sign in to :site and enter it to confirm your email address: :link', {
          site,
          link: signInLink,
        }),
        trans('{minutes, plural, one {It expires in # minute.} other {It expires in # minutes.}}', {
          minutes,
        }),
      ].join('\n')
    : trans(
        'Enter it on :site to confirm your email address. {minutes, plural, one {It expires in # minute.} other {It expires in # minutes.}}',
        { site, minutes },
      );
  await services.mailer.send({
    to: user.email,
    subject: trans('Your :site verification code', { site }),
    text: `${trans('Your verification code is :code.', { code })}\n\n${howTo}`,
  });
}

/** Confirms the user's address with `code`; 422 when it is wrong or expired, 429 once it was guessed too often. */
export async function confirmVerificationCode(
  services: AppServices,
  user: UserRecord,
  code: string,
): Promise<void> {
  const { db } = services;
  const now = services.now();
  const [pending] = await db
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.user_id, user.id));
  if (pending && pending.failed_attempts >= VERIFICATION_CODE_ATTEMPTS) {
    throw tooManyRequests(VERIFICATION_RESEND_SECONDS, 'Too many wrong codes. Please request a new one.');
  }
  const valid =
    pending !== undefined &&
    pending.expires_at > now &&
    constantTimeEqual(pending.code_hash, codeHash(user.id, code));
  if (!valid) {
    if (pending) {
      await db
        .update(emailVerificationCodes)
        .set({ failed_attempts: sql`${emailVerificationCodes.failed_attempts} + 1` })
        .where(eq(emailVerificationCodes.user_id, user.id));
    }
    throw new HttpError(422, INVALID_VERIFICATION_CODE, { errors: { code: [INVALID_VERIFICATION_CODE] } });
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ email_verified_at: now, updated_at: now }).where(eq(users.id, user.id));
    await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.user_id, user.id));
  });
}
