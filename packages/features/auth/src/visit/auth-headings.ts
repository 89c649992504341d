import type { Translate } from '@tonearm/shell';
import type { AuthVisit } from './auth-visit';

/** The /login heading; the workspace variant names the site (doc 000 §2). */
export function loginHeading(
  visit: Pick<AuthVisit, 'isWorkspaceJoin'>,
  siteName: string,
  trans: Translate,
): string {
  return visit.isWorkspaceJoin
    ? trans('To join your team on :siteName, login to your account', { siteName })
    : trans('Sign in to your account');
}

/** The /register heading: an invitation first, then a visitor from the pricing page, else the default. */
export function registerHeading(
  visit: Pick<AuthVisit, 'isInvite' | 'fromPricing'>,
  siteName: string,
  trans: Translate,
): string {
  if (visit.isInvite) return trans('To join your team on :siteName, create an account', { siteName });
  return visit.fromPricing ? trans("First, let's create your account") : trans('Create a new account');
}
