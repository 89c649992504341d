import { escapeHtml } from '../../http/escape-html';

/** What a served page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, or root-relative when the site has no `APP_URL`. */
  image: string | null;
  /** The track's audio, for players that preview links. */
  audio: string | null;
  /** Absolute; `null` when the site has no `APP_URL` to build it from. */
  canonicalUrl: string | null;
  /** Open Graph type: `website`, `music.song`, `music.album`, `music.playlist`, `profile`. */
  type: string;
  siteName: string;
  favicon: string | null;
}

/** `<meta>` with each value escaped; entity names are the catalogue's, so never trusted as markup. */
const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * The `<head>` tags of a served page: title, description and favicon, the canonical link, Open Graph and the
 * Twitter card (a large image card when there is an image).
 */
export function seoHeadTags(page: PageMeta): string {
  const tags = [`<title>${escapeHtml(page.title)}</title>`];
  if (page.description) tags.push(meta('name', 'description', page.description));
  if (page.favicon) tags.push(`<link rel="icon" href="${escapeHtml(page.favicon)}">`);
  if (page.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`);
  tags.push(meta('property', 'og:site_name', page.siteName));
  tags.push(meta('property', 'og:type', page.type));
  tags.push(meta('property', 'og:title', page.title));
  if (page.description) tags.push(meta('property', 'og:description', page.description));
  if (page.canonicalUrl) tags.push(meta('property', 'og:url', page.canonicalUrl));
  if (page.image) tags.push(meta('property', 'og:image', page.image));
  if (page.audio) tags.push(meta('property', 'og:audio', page.audio));
  tags.push(meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', page.title));
  if (page.description) tags.push(meta('name', 'twitter:description', page.description));
  if (page.image) tags.push(meta('name', 'twitter:image', page.image));
  return tags.join('');
}
