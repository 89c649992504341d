import { hasPermission } from '@tonearm/client/rules';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { forbidden } from '../http/errors';
import type { Account } from './account';
import { accountPermissions } from './account-permissions';
import { requireAccount } from './current-account';

/** Whether the account holds `permission` through its roles or its plan; `admin` grants everything. */
export function accountCan(account: Account, permission: string): boolean {
  return hasPermission({ user: { permissions: accountPermissions(account) } }, permission);
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
