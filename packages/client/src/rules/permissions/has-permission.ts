import { type PermissionViewer, viewerPermissions } from './viewer-permissions';

/** The permission that grants every other permission (doc 000 §6). */
export const ADMIN_PERMISSION = 'admin';

/**
 * Whether the viewer holds the permission `name`, checked against the user's permissions, or the guest role's
 * when logged out. Holding `admin` grants everything.
 */
export function hasPermission(viewer: PermissionViewer, name: string): boolean {
  return viewerPermissions(viewer).some(
    (permission) => permission.name === name || permission.name === ADMIN_PERMISSION,
  );
}
