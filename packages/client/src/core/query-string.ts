import type { QueryParams } from './types';

// Commas and brackets stay readable (`with=roles,tokens`, `ids[]=1`); both mean the same to the server either way.
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

/**
 * Serialises query parameters the way the Laravel API reads them:
 * - `null` and `undefined` values are left out;
 * - booleans are `true` / `false` (the spec's own calls read `?deleteCurrentUser=true`);
 * - arrays repeat the key with brackets, `ids[]=1&ids[]=2`, so the server reads a list (an empty array sends
 *   nothing); a key that already ends in `[]` is not bracketed twice.
 */
export function toQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const listKey = encode(key.endsWith('[]') ? key : `${key}[]`);
      for (const item of value) pairs.push(`${listKey}=${encode(String(item))}`);
    } else {
      pairs.push(`${encode(key)}=${encode(String(value))}`);
    }
  }
  return pairs.join('&');
}
