const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The document a mail's preview frame shows: the mail's text escaped, so nothing in it is markup, and a policy that
 * lets the document load nothing (no script, image, style sheet or frame from anywhere). The frame's `sandbox` also
 * keeps it from running scripts or reaching the product's origin.
 */
export function mailPreviewDocument(text: string, title: string): string {
  const escaped = (value: string) =>
    value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escaped(title)}</title>`,
    '<style>body{margin:0;padding:16px;font:14px/1.5 system-ui,sans-serif;color:#111;background:#fff}',
    'pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}</style>',
    `</head><body><pre>${escaped(text)}</pre></body></html>`,
  ].join('');
}
