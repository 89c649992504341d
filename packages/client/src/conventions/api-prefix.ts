import { isAbsoluteUrl } from '../core/absolute-url';
import type { Convention } from '../core/types';

/** The prefix of every API path (doc 000 §9). */
export const API_PREFIX = 'api/v1/';

/** First path segments that are served outside the API prefix (doc 000 §7). */
export const UNPREFIXED_SECTIONS: readonly string[] = ['auth', 'secure', 'log-viewer', 'horizon'];

/**
 * The path a relative call goes to. Leading slashes are dropped (`/users/me` and `users/me` are the same call);
 * sections are matched on the whole first segment, so `auth/login` stays as is while `authors` is prefixed; a path
 * already under `api/v1` is left alone, so prefixing twice changes nothing. Absolute URLs are returned unchanged.
 */
export function withApiPrefix(path: string): string {
  if (isAbsoluteUrl(path)) return path;
  const relative = path.replace(/^\/+/, '');
  const [firstSegment = '', secondSegment = ''] = relative.split(/[?#]/, 1)[0]?.split('/') ?? [];
  const alreadyPrefixed = firstSegment === 'api' && secondSegment === 'v1';
  if (alreadyPrefixed || UNPREFIXED_SECTIONS.includes(firstSegment)) return relative;
  return `${API_PREFIX}${relative}`;
}

/** Relative paths get `api/v1/` unless they begin with `auth`, `secure`, `log-viewer` or `horizon`. */
export const prefixApiPath: Convention = (draft) => {
  const path = withApiPrefix(draft.path);
  return path === draft.path ? draft : { ...draft, path };
};
