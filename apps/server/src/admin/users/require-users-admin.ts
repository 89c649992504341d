import type { Context } from 'hono';
import type { Account } from '../../accounts/account';
import { accountCan, requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { forbidden } from '../../http/errors';

/** The users section's guard (doc 001 §6): `admin.access` and `users.update`; 401 for guests, 403 otherwise. */
export async function requireUsersAdmin(c: Context<AppBindings>, services: AppServices): Promise<Account> {
  const account = await requirePermission(c, services, 'admin.access');
  if (!accountCan(account, 'users.update')) throw forbidden();
  return account;
}
