import type { Context } from 'hono';
import { forgetCurrentAccount } from '../accounts/current-account';
import { signIn } from '../accounts/sign-in';
import type { AppBindings, AppServices } from '../app-context';

/**
 * A subscription that starts, changes plan or ends changes what the user may do, so the session gets a new id as
 * at login: a session id observed before the change is worth nothing after it. API clients have no session; their
 * account is just read again.
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
  await signIn(c, services, userId, session.remember);
}
