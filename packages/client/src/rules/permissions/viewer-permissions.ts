/** A restriction on a permission, such as the number of playlists a plan allows. */
export interface PermissionRestriction {
  name: string;
  /** The limit; absent or empty means unlimited. */
  value?: number | string | null;
}

/** A permission as it is granted to a user or a role. */
export interface PermissionGrant {
  name: string;
  restrictions?: ReadonlyArray<PermissionRestriction> | null;
}

/** Anything that holds permissions: a user or a role. */
export interface PermissionHolder {
  permissions?: ReadonlyArray<PermissionGrant> | null;
}

/** Who is looking: the signed-in user (absent when logged out) and the guest role. */
export interface PermissionViewer {
  user?: PermissionHolder | null;
  guestRole?: PermissionHolder | null;
}

/**
 * The permissions that apply to the viewer: the user's own when logged in, the guest role's when logged out
 * (doc 000 §6).
 */
export function viewerPermissions(viewer: PermissionViewer): ReadonlyArray<PermissionGrant> {
  const holder = viewer.user ?? viewer.guestRole;
  return holder?.permissions ?? [];
}
