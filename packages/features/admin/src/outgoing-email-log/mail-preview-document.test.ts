import { describe, expect, it } from 'vitest';
import { mailPreviewDocument } from './mail-preview-document';

describe("a mail's preview document", () => {
  it("shows the mail's text as text, never as markup", () => {
    const html = mailPreviewDocument('Hi <script>alert(1)</script> & "you"', 'Hello <b>');
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;you&quot;');
    expect(html).toContain('<title>Hello &lt;b&gt;</title>');
    expect(html).not.toContain('<script>');
  });

  it('lets the document load nothing from anywhere', () => {
    expect(mailPreviewDocument('text', 'title')).toContain("default-src 'none'");
  });
});
