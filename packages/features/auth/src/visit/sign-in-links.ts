import type { AuthVisit } from './auth-visit';

/**
 * The registration page for this visit: an invitation keeps its join path and query (email, inviteId), so the
 * invitee lands on the invite variant.
 */
export function registerHref(visit: Pick<AuthVisit, 'isWorkspaceJoin'>, search: string): string {
  return visit.isWorkspaceJoin ? `/workspace/join/register${search}` : '/register';
}

/** The login page for this visit, the workspace variant keeping the invitation's query. */
export function loginHref(visit: Pick<AuthVisit, 'isWorkspaceJoin'>, search: string): string {
  return visit.isWorkspaceJoin ? `/workspace/join/login${search}` : '/login';
}
