// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeQrCode } from './sanitize-qr-code';

const qrCode =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges">' +
  '<path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M1 1.5h7m2 0h1"/></svg>';

describe('sanitizeQrCode', () => {
  it('keeps the drawing of a QR code', () => {
    const clean = sanitizeQrCode(qrCode);
    const svg = new DOMParser().parseFromString(clean, 'image/svg+xml').documentElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(svg.querySelectorAll('path')).toHaveLength(2);
    expect(svg.querySelector('path[stroke]')?.getAttribute('d')).toBe('M1 1.5h7m2 0h1');
  });

  it('removes scripts, event handlers, links and foreign objects', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)"><path d="M0 0h1"/></a>' +
      '<foreignObject><img src="x" onerror="alert(4)"></foreignObject><path d="M1 1h1"/></svg>';
    const clean = sanitizeQrCode(hostile);
    expect(clean).not.toMatch(/script|onload|onerror|javascript:|foreignObject|<a|<img/i);
    expect(clean).toContain('<path d="M1 1h1"');
  });
});
