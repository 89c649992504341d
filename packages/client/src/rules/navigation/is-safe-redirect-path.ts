const ORIGIN_PROBE = 'https://tonearm.invalid';

/**
 * Whether a redirect target is a path on this site, safe to navigate to after login: it starts with a single
 * `/` and stays on the same origin once resolved. `//evil.com`, `/\evil.com`, `https://evil.com`,
 * `javascript:...` and anything with spaces, control characters or backslashes are refused.
 */
export function isSafeRedirectPath(uri: unknown): uri is string {
  if (typeof uri !== 'string' || !uri.startsWith('/') || uri.startsWith('//')) return false;
  if (hasControlSpaceOrBackslash(uri)) return false;
  try {
    const resolved = new URL(uri, ORIGIN_PROBE);
    // `/..//evil.com` resolves to the path `//evil.com`, which is an open redirect once reused as a URL.
    return resolved.origin === ORIGIN_PROBE && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

// Browsers drop tabs and newlines in URLs and read `\` as `/`, so `/\t/evil.com` and `/\evil.com` leave the site.
function hasControlSpaceOrBackslash(uri: string): boolean {
  for (let index = 0; index < uri.length; index++) {
    const code = uri.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
