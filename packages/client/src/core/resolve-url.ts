import { isAbsoluteUrl } from './absolute-url';
import { toQueryString } from './query-string';
import type { QueryParams } from './types';

function withQuery(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  if (query === '') return path;
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${separator}${query}${hash}`;
}

function withTrailingSlash(baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
}

/**
 * The URL a request goes to: `path` (relative to `baseUrl`, or absolute) with `params` appended to any query the
 * path already carries. A relative path resolves under the base URL's own path, so a product served from
 * `https://example.com/music` calls `https://example.com/music/api/v1/…`.
 */
export function resolveUrl(baseUrl: string, path: string, params: QueryParams): string {
  const target = withQuery(path, params);
  if (isAbsoluteUrl(baseUrl)) return new URL(target, withTrailingSlash(baseUrl)).href;
  // A root-relative base (`/`) only makes sense in a browser, where fetch resolves against the page.
  return isAbsoluteUrl(target) ? target : `${withTrailingSlash(baseUrl || '/')}${target}`;
}
