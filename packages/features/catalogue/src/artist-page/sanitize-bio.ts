import DOMPurify from 'dompurify';

/**
 * What an artist's biography may hold: paragraphs, lists, quotes, inline formatting and links. Images and media
 * are dropped: a biography written elsewhere seldom gives them the text alternative the page needs.
 */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'];
const ALLOWED_ATTR = ['href', 'title'];

/** An artist's biography HTML made safe to draw on the artist page. */
export function sanitizeBio(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
