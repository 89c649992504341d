import type { HttpClient } from '@tonearm/client';
import type { CookieJar } from '@tonearm/client/rules';

/** The cookie remembering the active workspace (doc 000 §3). */
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId';

/**
 * Makes `workspaceId` the active workspace: remembered in the `activeWorkspaceId` cookie (7 days, path `/`) and
 * sent with the HTTP client's next requests (doc 000 §7).
 */
export function activateWorkspace(
  workspaceId: number,
  ports: { jar: CookieJar; http: Pick<HttpClient, 'setWorkspaceId'> },
): void {
  ports.jar.set(ACTIVE_WORKSPACE_COOKIE, String(workspaceId));
  ports.http.setWorkspaceId(workspaceId);
}

/**
 * Forgets the active workspace, as logging out does (doc 000 §4): the cookie goes and the HTTP client's requests
 * carry no workspace, so the next account to sign in on this browser starts in its own default workspace.
 */
export function forgetActiveWorkspace(ports: {
  jar: CookieJar;
  http: Pick<HttpClient, 'setWorkspaceId'>;
}): void {
  ports.jar.remove(ACTIVE_WORKSPACE_COOKIE);
  ports.http.setWorkspaceId(null);
}
