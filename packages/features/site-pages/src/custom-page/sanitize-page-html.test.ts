// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize-page-html';

describe('sanitizePageHtml', () => {
  it('keeps headings, paragraphs, lists and links', () => {
    const html = '<h2>Data</h2><p>Read <a href="/pages/terms">the terms</a>.</p><ul><li>One</li></ul>';
    expect(sanitizePageHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, javascript: links, styles and forms', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a>' +
      '<style>body{display:none}</style><form action="/x"><input name="a"></form><p style="color:red">Red</p>';
    expect(sanitizePageHtml(html)).toBe('<p>Hi</p><a>x</a><p>Red</p>');
  });

  it('keeps links in this tab and ids out of the page, so the body cannot clobber globals', () => {
    expect(sanitizePageHtml('<a href="https://example.com" target="_blank" id="x">Out</a>')).toBe(
      '<a href="https://example.com">Out</a>',
    );
  });
});
