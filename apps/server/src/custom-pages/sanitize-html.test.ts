import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the markup of a written page', () => {
    const page =
      '<h2>Your data</h2><p>We keep <strong>only</strong> what we need.</p><ul><li>Email</li></ul><a href="/pages/terms">Terms</a>';
    expect(sanitizeHtml(page)).toBe(page);
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><STYLE>p{}</STYLE><iframe src="x">f</iframe><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="A" style="x">')).toBe(
      '<img src="/a.png" alt="A">',
    );
  });

  it('refuses script URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps web, mail and relative links', () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2">x</a>',
    );
    expect(sanitizeHtml("<a href='mailto:privacy@tonearm.local'>x</a>")).toBe(
      '<a href="mailto:privacy@tonearm.local">x</a>',
    );
    expect(sanitizeHtml('<a href=#top>x</a>')).toBe('<a href="#top">x</a>');
  });

  it('makes links opened in a new tab unable to reach this page', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('unwraps unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<custom-card onclick="x">Hi <b>there</b></custom-card> 1 < 2 & 3')).toBe(
      'Hi <b>there</b> 1 &lt; 2 &amp; 3',
    );
  });

  it('keeps character references and escapes what is not one', () => {
    expect(sanitizeHtml('<p>&copy; 2026 &amp; &#169; AT&T</p>')).toBe(
      '<p>&copy; 2026 &amp; &#169; AT&amp;T</p>',
    );
  });

  it('closes what was left open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<div><p>text</span></div><em>open')).toBe('<div><p>text</p></div><em>open</em>');
  });

  it('escapes quotes that try to break out of an attribute', () => {
    expect(sanitizeHtml('<a title=\'x" onmouseover="alert(1)\'>x</a>')).toBe(
      '<a title="x&quot; onmouseover=&quot;alert(1)">x</a>',
    );
  });

  it('removes comments and declarations', () => {
    expect(sanitizeHtml('<!doctype html><!-- <script>x</script> --><p>a</p><?xml x?>')).toBe('<p>a</p>');
  });
});
