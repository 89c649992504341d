/** A navigation entry as far as being the current page goes. */
export interface NavLinkTarget {
  id: string;
  href: string;
}

// `https:`, `mailto:`, `//cdn…`: links that leave the app are never the current page.
const LEAVES_THE_APP = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function pathOf(href: string): string | null {
  if (LEAVES_THE_APP.test(href) || !href.startsWith('/')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The id of the navigation entry for the page at `pathname`: the entry whose path is the page's, or else the one
 * whose path holds the page (`/admin/users` for `/admin/users/7`), the longest first. An entry that is the parent
 * of another entry (`/admin` beside `/admin/files`) is current only on its own page, so the dashboard is not
 * marked on every admin page. `null` when no entry fits.
 */
export function currentNavLinkId(links: readonly NavLinkTarget[], pathname: string): string | null {
  const page = pathOf(pathname) ?? pathname;
  const paths = links.map((link) => ({ id: link.id, path: pathOf(link.href) }));
  const isParent = (path: string) =>
    paths.some((other) => other.path !== null && other.path !== path && other.path.startsWith(`${path}/`));
  let best: { id: string; length: number } | null = null;
  for (const { id, path } of paths) {
    if (path === null) continue;
    const fits = page === path || (!isParent(path) && page.startsWith(path === '/' ? '/' : `${path}/`));
    if (fits && (best === null || path.length > best.length)) best = { id, length: path.length };
  }
  return best?.id ?? null;
}
