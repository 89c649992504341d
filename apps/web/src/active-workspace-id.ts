import { createCookieJar } from '@tonearm/client/rules';
import { ACTIVE_WORKSPACE_COOKIE } from '@tonearm/shell';

/**
 * The workspace the visitor last activated, from the `activeWorkspaceId` cookie (doc 000 §3), so requests carry it
 * again after a reload; null when there is none or the cookie holds anything but a workspace id.
 */
export function activeWorkspaceId(doc: { cookie: string }): number | null {
  const value = createCookieJar(doc).get(ACTIVE_WORKSPACE_COOKIE);
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
