import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';

/** The placeholder in the web app's `index.html` that the bootstrap data replaces. */
export const BOOTSTRAP_MARKER = '<!-- tonearm:bootstrap -->';

/**
 * JSON for an inline `<script>`: every `<` is escaped, so no value (a user name like `</script>`) can end the
 * element or open a comment.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function bootstrapScript(value: unknown): string {
  return `<script id="bootstrap-data" type="application/json">${inlineJson(value)}</script>`;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tonearm is not built yet</title></head>
<body>
<main>
<h1>The web app has not been built yet</h1>
<p>The server could not find the built web app. Run <code>pnpm --filter @tonearm/web build</code>, or start the
product with <code>pnpm start</code>, which builds whatever is missing.</p>
</main>
</body>
</html>
`;

interface CachedPage {
  mtimeMs: number;
  html: string;
}

/**
 * Answers every non-API page with the web app's `index.html`, the visitor's bootstrap data inlined. The file is
 * re-read when it changes, so a rebuild shows without a restart; before any build the answer is a 503 page.
 */
export function spaFallback(services: AppServices) {
  let cached: CachedPage | null = null;
  return async (c: Context<AppBindings>) => {
    const file = join(services.webDist, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      return c.html(NOT_BUILT_PAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '30' });
    }
    if (cached?.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    const script = bootstrapScript(await bootstrapForRequest(c, services));
    const html = cached.html.includes(BOOTSTRAP_MARKER)
      ? cached.html.replace(BOOTSTRAP_MARKER, () => script)
      : cached.html.replace('</head>', () => `${script}</head>`);
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  };
}
