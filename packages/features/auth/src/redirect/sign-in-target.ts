import type { PermissionHolder } from '@tonearm/client/rules';
import { postLoginRedirect } from '@tonearm/client/rules';
import { type OnboardingStorage, readPendingOnboarding } from './pending-onboarding';

/**
 * Where a visitor goes once signed in: a pending plan's checkout, else a same-site `redirectUri`, else `/admin`
 * for admins and `/` for everyone else (doc 000 §2). An off-site `redirectUri` is never followed.
 */
export function signInTarget(
  user: PermissionHolder,
  redirectUri: string | null,
  storage?: OnboardingStorage,
): string {
  return postLoginRedirect({ user, redirectUri, pendingOnboarding: readPendingOnboarding(storage) });
}
