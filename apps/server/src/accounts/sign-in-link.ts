import { and, eq, gt } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { signInLinks } from '../db/schema';
import { recipientTrans } from '../mail/mail-trans';
import { randomToken, sha256 } from '../security/tokens';
import { siteName } from '../settings/site-name';

/** A mailed sign-in link works this long, once. */
export const SIGN_IN_LINK_MINUTES = 30;
/** At most one link mail per account in this time, however many logins are refused. */
export const SIGN_IN_LINK_INTERVAL_MINUTES = 15;

/**
 * Mails the owner a one-time link that signs them in without the password, when logins to their account are
 * throttled: someone guessing from elsewhere must not be able to lock the owner out. A new link replaces the last.
 */
export async function mailSignInLink(
  services: AppServices,
  user: { id: number; email: string; language?: string | null },
  base: string,
): Promise<void> {
  const { db } = services;
  const now = services.now();
  const [recent] = await db.select().from(signInLinks).where(eq(signInLinks.user_id, user.id));
  if (recent && now.getTime() - recent.created_at.getTime() < SIGN_IN_LINK_INTERVAL_MINUTES * 60_000) return;
  const token = randomToken(32);
  const row = { user_id: user.id, token_hash: sha256(token), created_at: now };
  await db.insert(signInLinks).values(row).onConflictDoUpdate({ target: signInLinks.user_id, set: row });
  const site = await siteName(db);
  const trans = await recipientTrans(db, user);
  await services.mailer.send({
    to: user.email,
    subject: trans('Sign in to :site', { site }),
    text: [
      trans(
        'We stopped accepting passwords for your :site account for a while, after too many wrong ones were tried. If that was not you, someone may be guessing your password: it still protects your account.',
        { site },
      ),
      trans('Sign in with this link: :link', { link: `${base}/login/link/${token}` }),
      trans(
        '{minutes, plural, one {The link works once, for # minute.} other {The link works once, for # minutes.}} Two factor authentication, when on, is still asked.',
        { minutes: SIGN_IN_LINK_MINUTES },
      ),
    ].join('\n\n'),
  });
}

/** The user a sign-in link names, used up at once; `null` for an unknown, used or expired link. */
export async function redeemSignInLink(services: AppServices, token: string): Promise<number | null> {
  const oldest = new Date(services.now().getTime() - SIGN_IN_LINK_MINUTES * 60_000);
  // Deleting is the check: of two requests with the same link, only one gets the row back.
  const [used] = await services.db
    .delete(signInLinks)
    .where(and(eq(signInLinks.token_hash, sha256(token)), gt(signInLinks.created_at, oldest)))
    .returning({ userId: signInLinks.user_id });
  return used?.userId ?? null;
}
