import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { passwordResetTokens, personalAccessTokens, sessions, users } from '../db/schema';
import { ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { recipientTrans } from '../mail/mail-trans';
import { runDetached } from '../security/detached-work';
import { hashPassword } from '../security/passwords';
import { linkBase } from '../security/site-address';
import { constantTimeEqual, randomToken, sha256 } from '../security/tokens';
import { siteName } from '../settings/site-name';
import { findUserByEmail } from './account';
import { checkNewPassword } from './password-rules';

/** A mailed reset link works this long, once (doc 000 §2, issue 4). */
export const RESET_TOKEN_MINUTES = 60;
/** One reset mail per account per minute, so the form cannot flood an inbox. */
export const RESET_MAIL_INTERVAL_SECONDS = 60;

/** Laravel's `passwords.sent`, given for every address so the answer never tells which accounts exist. */
export const RESET_LINK_SENT = 'We have emailed your password reset link.';
export const PASSWORD_RESET = 'Your password has been reset.';
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';

const resetSchema = resetPasswordPayloadSchema.check(z.superRefine(checkNewPassword));

/**
 * Mails `user` a link to choose a new password at `base`, the site's own address; at most one mail a minute, so a
 * form or an admin cannot flood an inbox. A new link replaces any earlier one.
 */
export async function sendPasswordResetLink(
  services: AppServices,
  user: { id: number; email: string; language?: string | null },
  base: string,
): Promise<void> {
  const { db } = services;
  const now = services.now();
  const [pending] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.user_id, user.id));
  if (pending && now.getTime() - pending.created_at.getTime() < RESET_MAIL_INTERVAL_SECONDS * 1000) return;
  const token = randomToken(32);
  const row = { user_id: user.id, token_hash: sha256(token), created_at: now };
  await db
    .insert(passwordResetTokens)
    .values(row)
    .onConflictDoUpdate({ target: passwordResetTokens.user_id, set: row });
  const link = `${base}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  const trans = await recipientTrans(db, user);
  await services.mailer.send({
    to: user.email,
    subject: trans('Reset your :site password', { site: await siteName(db) }),
    text: [
      trans('You are receiving this email because we received a password reset request for your account.'),
      trans('Reset your password: :link', { link }),
      trans(
        '{minutes, plural, one {This link expires in # minute.} other {This link expires in # minutes.}} If you did not ask for a reset, no further action is required.',
        { minutes: RESET_TOKEN_MINUTES },
      ),
    ].join('\n\n'),
  });
}

/** `POST auth/forgot-password` and `POST auth/reset-password` (doc 000 §7). */
export function passwordResetRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/auth/forgot-password', async (c) => {
    const { email } = validate(forgotPasswordPayloadSchema, await readBody(c));
    // Refused under a forged Host whether or not the account exists, so the answer tells nothing.
    const base = linkBase(c, services);
    // Looked up and mailed after the answer, which so takes as long for an address with an account as without.
    runDetached(
      services,
      async () => {
        const user = await findUserByEmail(db, email);
        if (user) await sendPasswordResetLink(services, user, base);
      },
      { method: 'POST', url: c.req.url, userId: null },
    );
    return c.json({ message: RESET_LINK_SENT });
  });

  routes.post('/auth/reset-password', async (c) => {
    const payload = validate(resetSchema, await readBody(c));
    const now = services.now();
    const user = await findUserByEmail(db, payload.email);
    const [pending] = user
      ? await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id))
      : [];
    const valid =
      user &&
      pending &&
      now.getTime() - pending.created_at.getTime() <= RESET_TOKEN_MINUTES * 60_000 &&
      constantTimeEqual(pending.token_hash, sha256(payload.token));
    if (!valid) throw new ValidationError({ email: [INVALID_RESET_TOKEN] });

    const password = await hashPassword(payload.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ password, updated_at: now }).where(eq(users.id, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
      // Whoever knew the old password is signed out everywhere, and loses the tokens they may have made with it.
      await tx.delete(sessions).where(eq(sessions.user_id, user.id));
      await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.user_id, user.id));
    });
    return c.json({ message: PASSWORD_RESET });
  });

  return routes;
}
