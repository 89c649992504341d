// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeBio } from './sanitize-bio';

describe('sanitizeBio', () => {
  it('keeps paragraphs, lists, formatting and links', () => {
    const bio =
      '<p>Songs from <strong>Lisbon</strong>.</p><ul><li><a href="https://noravale.example" title="Site">Site</a></li></ul>';
    expect(sanitizeBio(bio)).toBe(bio);
  });

  it('drops scripts, handlers, styles, images and script addresses', () => {
    expect(sanitizeBio('<img src=x onerror="alert(1)"><script>alert(2)</script><p>Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeBio('<p style="color:red" onclick="alert(1)">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeBio('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});
