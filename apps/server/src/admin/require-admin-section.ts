import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import type { Context } from 'hono';
import type { Account } from '../accounts/account';
import { accountCan, requirePermission } from '../accounts/require-permission';
import type { AppBindings, AppServices } from '../app-context';
import { forbidden } from '../http/errors';

/**
 * The signed-in account when it may open the admin area (`admin.access`) and holds at least one of the section's
 * permissions (doc 001 §6); 401 for a guest, 403 otherwise. With no section permission, `admin.access` is enough.
 */
export async function requireAdminSection(
  c: Context<AppBindings>,
  services: AppServices,
  ...sectionPermissions: string[]
): Promise<Account> {
  const account = await requirePermission(c, services, ADMIN_ACCESS_PERMISSION);
  if (sectionPermissions.length > 0 && !sectionPermissions.some((name) => accountCan(account, name))) {
    throw forbidden();
  }
  return account;
}
