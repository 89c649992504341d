import DOMPurify from 'dompurify';

/**
 * Inline formatting a notification line may use. Links and other interactive content are dropped: a line is shown
 * inside the notification's own link or button, where they would nest one control in another.
 */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'code', 'span', 'br'];

/** A notification line's HTML (doc 000 §3) made safe to draw: inline formatting only, no attributes. */
export function sanitizeNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
