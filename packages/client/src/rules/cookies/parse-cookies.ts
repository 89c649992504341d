/**
 * Reads a `Cookie` header or `document.cookie` string into a name → value map. Values are percent-decoded (a
 * malformed escape is kept as written); when a name repeats, the first one wins, as browsers list the most
 * specific path first.
 */
export function parseCookies(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || name in cookies) continue;
    cookies[name] = decode(
      pair
        .slice(separator + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return cookies;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
