import type { AuthVisit } from './auth-visit';

export const LOGIN_HEADING = 'Sign in to your account';
export const WORKSPACE_LOGIN_HEADING = 'To join your team on :siteName, login to your account';
export const REGISTER_HEADING = 'Create a new account';
export const INVITE_REGISTER_HEADING = 'To join your team on :siteName, create an account';
export const PRICING_REGISTER_HEADING = "First, let's create your account";

function withSiteName(line: string, siteName: string): string {
  return line.replace(':siteName', siteName);
}

/** The /login heading; the workspace variant names the site (doc 000 §2). */
export function loginHeading(visit: Pick<AuthVisit, 'isWorkspaceJoin'>, siteName: string): string {
  return visit.isWorkspaceJoin ? withSiteName(WORKSPACE_LOGIN_HEADING, siteName) : LOGIN_HEADING;
}

/** The /register heading: an invitation first, then a visitor from the pricing page, else the default. */
export function registerHeading(
  visit: Pick<AuthVisit, 'isInvite' | 'fromPricing'>,
  siteName: string,
): string {
  if (visit.isInvite) return withSiteName(INVITE_REGISTER_HEADING, siteName);
  return visit.fromPricing ? PRICING_REGISTER_HEADING : REGISTER_HEADING;
}
