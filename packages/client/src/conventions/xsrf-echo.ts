import { isAbsoluteUrl } from '../core/absolute-url';
import type { Convention } from '../core/types';

/** The cookie the server sets with the CSRF token (doc 000 §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header the token is echoed in (doc 000 §7). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function originOf(url: string, base?: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

// The token must never leave for another host (a CDN, a storage bucket): only the product's own origin gets it.
function isProductOrigin(path: string, baseUrl: string): boolean {
  if (!isAbsoluteUrl(path)) return true;
  const productOrigin = originOf(baseUrl, globalThis.location?.href);
  return productOrigin !== undefined && originOf(path, productOrigin) === productOrigin;
}

/**
 * The `XSRF-TOKEN` cookie, URL-decoded, is echoed in the `X-XSRF-TOKEN` header of every request to the product's
 * own origin. A header the caller sets wins; no cookie, no header.
 */
export const echoXsrfToken: Convention = (draft, { baseUrl, readCookie }) => {
  if (draft.headers.has(XSRF_HEADER) || !isProductOrigin(draft.path, baseUrl)) return draft;
  const token = readCookie(XSRF_COOKIE);
  if (token === undefined || token === '') return draft;
  const headers = new Headers(draft.headers);
  headers.set(XSRF_HEADER, decodeCookieValue(token));
  return { ...draft, headers };
};
