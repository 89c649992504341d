import { hasPermission } from './has-permission';
import type { PermissionHolder } from './viewer-permissions';

/** The permission every admin route needs (doc 001 §2, §6). */
export const ADMIN_ACCESS_PERMISSION = 'admin.access';

/**
 * Whether a signed-in user is an admin: a user who may open the admin area, i.e. holds `admin.access` or the
 * all-granting `admin`.
 */
export function isAdmin(user: PermissionHolder | null | undefined): boolean {
  return user ? hasPermission({ user }, ADMIN_ACCESS_PERMISSION) : false;
}
