import { isSafeRedirectPath } from '@tonearm/client/rules';

/**
 * The login page's address for a guest turned away from `returnTo`: `/login?redirectUri=…`, which the login page
 * follows once signed in (doc 000 §2's post-login order). Only a path on this site is carried; anything else, and
 * the front page, gives plain `/login`.
 */
export function loginPathReturningTo(returnTo: string): string {
  if (returnTo === '/' || !isSafeRedirectPath(returnTo)) return '/login';
  return `/login?${new URLSearchParams({ redirectUri: returnTo })}`;
}
