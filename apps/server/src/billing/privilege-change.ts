import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { forgetCurrentAccount } from '../accounts/current-account';
import { signIn } from '../accounts/sign-in';
import type { AppBindings, AppServices } from '../app-context';
import { sessions } from '../db/schema';

/**
 * A subscription that starts, changes plan or ends changes what the user may do, so the session gets a new id as
 * at login: a session id observed before the change is worth nothing after it. The same person is still at the
 * keyboard, so a recent password confirmation carries over. API clients have no session; their account is just
 * read again.
 */
export async function rotateSessionForPrivilegeChange(
  c: Context<AppBindings>,
  services: AppServices,
  userId: number,
): Promise<void> {
  const { session } = c.get('visitor');
  if (!session) {
    forgetCurrentAccount(c);
    return;
  }
  const confirmedAt = session.password_confirmed_at;
  await signIn(c, services, userId, session.remember);
  const visitor = c.get('visitor');
  if (!confirmedAt || !visitor.session) return;
  await services.db
    .update(sessions)
    .set({ password_confirmed_at: confirmedAt })
    .where(eq(sessions.id, visitor.session.id));
  visitor.session = { ...visitor.session, password_confirmed_at: confirmedAt };
}
