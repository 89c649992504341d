import { isAdmin } from '../permissions/is-admin';
import type { PermissionHolder } from '../permissions/viewer-permissions';
import { isSafeRedirectPath } from './is-safe-redirect-path';

/** A plan chosen on the pricing page before signing in. */
export interface PendingOnboarding {
  productId: number | string;
  priceId: number | string;
}

/** Everything the post-login destination depends on. */
export interface PostLoginInput {
  /** The user who just signed in. */
  user: PermissionHolder;
  /** A plan choice waiting to be checked out, if any. */
  pendingOnboarding?: PendingOnboarding | null;
  /** Where the user was going (e.g. a `redirectUri` query value); used only when it is a path on this site. */
  redirectUri?: unknown;
}

/**
 * Where to go after login or registration (doc 000 §2, doc 001 §2), first match wins:
 * a pending plan choice → `/checkout/{productId}/{priceId}`; a safe same-site `redirectUri`;
 * `/admin` for admins; `/` for everyone else. An unsafe `redirectUri` is ignored, never followed.
 */
export function postLoginRedirect(input: PostLoginInput): string {
  const onboarding = input.pendingOnboarding;
  if (onboarding) {
    return `/checkout/${encodeURIComponent(String(onboarding.productId))}/${encodeURIComponent(String(onboarding.priceId))}`;
  }
  if (isSafeRedirectPath(input.redirectUri)) return input.redirectUri;
  return isAdmin(input.user) ? '/admin' : '/';
}
