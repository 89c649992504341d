import type { AuthVisit } from './auth-visit';

type LinkedVisit = Pick<AuthVisit, 'isWorkspaceJoin' | 'inviteId' | 'email' | 'redirectUri'>;

/**
 * What a link between the sign-in pages carries over: an invitation (its id, and the invited address), and where
 * the visitor was going. A bare `?email=` is left behind: the registration page would lock the address.
 */
function carriedQuery(visit: LinkedVisit): string {
  const carried = new URLSearchParams();
  if (visit.inviteId !== null) {
    carried.set('inviteId', visit.inviteId);
    if (visit.email !== null) carried.set('email', visit.email);
  }
  if (visit.redirectUri !== null) carried.set('redirectUri', visit.redirectUri);
  const query = carried.toString();
  return query ? `?${query}` : '';
}

/**
 * The registration page for this visit: an invitation keeps its join path and query (email, inviteId), so the
 * invitee lands on the invite variant; `/login?inviteId=…` keeps the invitation too.
 */
export function registerHref(visit: LinkedVisit, search: string): string {
  return visit.isWorkspaceJoin ? `/workspace/join/register${search}` : `/register${carriedQuery(visit)}`;
}

/** The login page for this visit, the workspace variant keeping the invitation's query. */
export function loginHref(visit: LinkedVisit, search: string): string {
  return visit.isWorkspaceJoin ? `/workspace/join/login${search}` : `/login${carriedQuery(visit)}`;
}
