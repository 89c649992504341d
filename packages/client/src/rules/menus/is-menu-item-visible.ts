import { getByPath } from '../object-path/get-by-path';
import { isUnsafeObjectPathError } from '../object-path/unsafe-object-path-error';
import { hasPermission } from '../permissions/has-permission';
import { hasRole, type RoleHolder } from '../permissions/has-role';
import type { SubscriptionHolder } from '../permissions/is-subscribed';
import type { PermissionHolder } from '../permissions/viewer-permissions';

/** The subscription status value that requires an active subscription; any other value requires none. */
export const SUBSCRIBED_MENU_STATUS = 'subscribed';

/** A menu item as far as visibility goes. */
export interface MenuItemConditions {
  action?: string | null;
  /** Role ids the user must all hold. */
  roles?: ReadonlyArray<number | string> | null;
  /** Permission names the viewer must all hold. */
  permissions?: ReadonlyArray<string> | null;
  /** Settings, by dotted path, that must all equal the given value. */
  settings?: Readonly<Record<string, unknown>> | null;
  subscriptionStatus?: string | null;
}

/** Who is looking at the menu, and the site settings its conditions refer to. */
export interface MenuViewer {
  user?: (PermissionHolder & RoleHolder & SubscriptionHolder) | null;
  guestRole?: PermissionHolder | null;
  settings?: unknown;
}

/**
 * Whether a menu item is shown (doc 000 §5): it has an action, the user holds all listed roles and all listed
 * permissions, every listed setting matches its value, and the subscription status fits — `'subscribed'` requires
 * an active subscription, any other value requires none.
 */
export function isMenuItemVisible(item: MenuItemConditions, viewer: MenuViewer): boolean {
  if (!item.action?.trim()) return false;
  if (!(item.roles ?? []).every((roleId) => hasRole(viewer.user, roleId))) return false;
  if (!(item.permissions ?? []).every((name) => hasPermission(viewer, name))) return false;
  if (
    !Object.entries(item.settings ?? {}).every(([path, value]) =>
      settingMatches(viewer.settings, path, value),
    )
  ) {
    return false;
  }
  if (item.subscriptionStatus) {
    const active = viewer.user?.subscriptions?.some((subscription) => subscription.active === true) ?? false;
    return item.subscriptionStatus === SUBSCRIBED_MENU_STATUS ? active : !active;
  }
  return true;
}

function settingMatches(settings: unknown, path: string, expected: unknown): boolean {
  let actual: unknown;
  try {
    actual = getByPath(settings, path);
  } catch (error) {
    // A stored menu must not break the navbar: a forbidden path simply never matches.
    if (isUnsafeObjectPathError(error)) return false;
    throw error;
  }
  if (Object.is(actual, expected)) return true;
  // Menu configuration is edited as text, so `'1'` stands for `1` and `'true'` for `true`.
  return isScalar(actual) && isScalar(expected) && String(actual) === String(expected);
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
