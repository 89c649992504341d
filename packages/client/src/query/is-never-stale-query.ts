import type { Key } from 'swr';

/**
 * Query paths whose data is never stale (doc 001 §9): the notification subscription preferences. Once loaded
 * they change only through the user's own edits, which update the cache directly.
 */
export const NEVER_STALE_QUERY_PATHS: ReadonlySet<string> = new Set(['notifications/me/subscriptions']);

/**
 * Whether an SWR key names never-stale data. A key is a path (`'notifications/me/subscriptions'`), an array
 * starting with one (`['notifications/me/subscriptions', params]`) or a function returning either; a leading
 * `/`, the `api/v1/` prefix, an origin and a query string are ignored.
 */
export function isNeverStaleQuery(key: Key): boolean {
  const path = keyPath(key);
  return path !== undefined && NEVER_STALE_QUERY_PATHS.has(normalisePath(path));
}

function keyPath(key: Key): string | undefined {
  let resolved: unknown = key;
  if (typeof resolved === 'function') {
    try {
      resolved = resolved();
    } catch {
      // SWR treats a throwing key function as "not ready"; so do we.
      return undefined;
    }
  }
  if (Array.isArray(resolved)) resolved = resolved[0];
  return typeof resolved === 'string' ? resolved : undefined;
}

function normalisePath(path: string): string {
  const withoutOrigin = path.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '');
  return withoutOrigin
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/^api\/v1\//, '')
    .replace(/\/+$/, '');
}
