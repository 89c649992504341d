import DOMPurify from 'dompurify';

/**
 * A custom page's HTML made safe to draw. The server sanitises when a page is saved; the client does it again so a
 * page stored before that, or a compromised server, cannot run script here. Rich text stays (headings, lists,
 * tables, links, images); scripts, styles, frames, forms and event handlers go, and links open in place.
 */
export function sanitizePageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'target', 'id', 'name'],
  });
}
