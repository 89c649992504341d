/** The addresses a link in a custom page may have: the web, mail, or a path of the site. */
const ALLOWED = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/**
 * The address to link for what the operator typed: `example.com` becomes `https://example.com`; anything that is not
 * a web, mail or site address (`javascript:`, `data:`) is refused as `null`. The server's sanitiser drops such
 * addresses anyway; refusing them here says so before saving.
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || text.startsWith('//')) return null;
  if (ALLOWED.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return `https://${text}`;
}
