import { type GrantedPermission, mergePermissions } from '../roles/role-permissions';
import type { Account } from './account';

/**
 * The user's permissions: their roles', those of the plans they are subscribed to (doc 001 §4) and those an admin
 * granted them directly, merged with the most generous terms winning.
 */
export function accountPermissions(account: Account): GrantedPermission[] {
  const direct = { id: 0, name: 'user', permissions: account.userPermissions };
  return mergePermissions([...account.roles, ...account.planRoles, direct]);
}
