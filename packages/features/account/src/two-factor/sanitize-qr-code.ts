import DOMPurify from 'dompurify';

/**
 * The QR code's SVG markup with anything active removed (scripts, event handlers, foreign objects, links), so
 * markup from the server can never run in the page.
 */
export function sanitizeQrCode(svg: string): string {
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true }, FORBID_TAGS: ['a', 'foreignObject'] });
}
