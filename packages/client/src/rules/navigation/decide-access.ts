import { hasPermission } from '../permissions/has-permission';
import { isSubscribed, type SubscriptionHolder } from '../permissions/is-subscribed';
import type { PermissionHolder } from '../permissions/viewer-permissions';

/** What a route asks of its visitor. */
export interface RouteAccess {
  /** The route is for signed-in users only. @default false */
  requiresLogin?: boolean;
  /** The permission the route needs, if any. */
  permission?: string | null;
}

/** Everything the access guard depends on. */
export interface AccessInput {
  user?: (PermissionHolder & SubscriptionHolder) | null;
  guestRole?: PermissionHolder | null;
  /** `settings.billing.enable`. */
  billingEnabled: boolean;
  route: RouteAccess;
}

/** The guard's verdict: go ahead, or go to one of the spec's three destinations. */
export type AccessDecision =
  | { allowed: true }
  | { allowed: false; redirectTo: '/login' | '/pricing' | '/404' };

/**
 * The access guard (doc 000 §2, doc 001 §4): not logged in on a login-required route → `/login`; logged in
 * but lacking the route's permission → `/pricing` when billing is enabled and the user is not subscribed,
 * otherwise `/404`. A guest whose guest role lacks the permission is sent to `/login` too, since signing in may
 * grant it.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { user, route } = input;
  const permitted = !route.permission || hasPermission(input, route.permission);
  if (!user) {
    return route.requiresLogin || !permitted ? { allowed: false, redirectTo: '/login' } : { allowed: true };
  }
  if (permitted) return { allowed: true };
  return {
    allowed: false,
    redirectTo: input.billingEnabled && !isSubscribed(user) ? '/pricing' : '/404',
  };
}
