/**
 * Reads a cookie's raw (still URL-encoded) value from `document.cookie`; finds nothing outside a browser.
 */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const equalsAt = pair.indexOf('=');
    if (equalsAt === -1) continue;
    if (pair.slice(0, equalsAt).trim() === name) return pair.slice(equalsAt + 1).trim();
  }
  return undefined;
}
