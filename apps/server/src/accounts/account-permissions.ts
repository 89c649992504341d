import { type GrantedPermission, mergePermissions } from '../roles/role-permissions';
import type { Account } from './account';

/** The user's permissions: their roles' and those of the plans they are subscribed to (doc 001 §4). */
export function accountPermissions(account: Account): GrantedPermission[] {
  return mergePermissions([...account.roles, ...account.planRoles]);
}
