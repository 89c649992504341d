/** A user as far as role checks go. */
export interface RoleHolder {
  roles?: ReadonlyArray<{ id: number | string }> | null;
}

/**
 * Whether the user holds the role with this id (doc 000 §6). Ids compare by value, so `'3'` from a stored menu
 * configuration matches role `3`.
 */
export function hasRole(user: RoleHolder | null | undefined, roleId: number | string): boolean {
  return user?.roles?.some((role) => String(role.id) === String(roleId)) ?? false;
}
