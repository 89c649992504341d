import { hasPermission } from '@tonearm/client/rules';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { forbidden } from '../http/errors';
import { mergePermissions } from '../roles/role-permissions';
import type { Account } from './account';
import { requireAccount } from './current-account';

/** Whether the account holds `permission` through any of its roles; `admin` grants everything. */
export function accountCan(account: Account, permission: string): boolean {
  return hasPermission({ user: { permissions: mergePermissions(account.roles) } }, permission);
}

/** The signed-in account if it holds `permission`; 401 for guests, 403 otherwise. */
export async function requirePermission(
  c: Context<AppBindings>,
  services: AppServices,
  permission: string,
): Promise<Account> {
  const account = await requireAccount(c, services);
  if (!accountCan(account, permission)) throw forbidden();
  return account;
}
