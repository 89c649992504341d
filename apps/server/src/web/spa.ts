import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { contentSecurityPolicy, securityHeaderOptions } from '../http/security-headers';
import { customCodeHtml, hasScripts, newScriptNonce } from './custom-code-html';
import { pageMetaFor } from './seo/page-meta';
import { seoHeadTags } from './seo/seo-head-tags';
import type { HomepageChoice } from './seo/seo-route';
import { servedPageSettings } from './served-page-settings';

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
 * Answers every non-API page with the web app's `index.html`, the visitor's bootstrap data inlined, with the
 * page's title, description and Open Graph and Twitter tags from the SEO templates, the favicon, and the
 * operator's custom code. The file is re-read when it changes, so a rebuild shows without a restart; before any
 * build the answer is a 503 page.
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
    const [bootstrap, served] = await Promise.all([
      bootstrapForRequest(c, services),
      servedPageSettings(services.db),
    ]);
    const { settings } = bootstrap;
    const meta = await pageMetaFor({
      db: services.db,
      url: new URL(c.req.url),
      appUrl: services.env.APP_URL?.replace(/\/+$/, '') ?? null,
      branding: settings.branding,
      homepage: (settings as { homepage?: HomepageChoice }).homepage ?? {},
      templates: served.seo,
    });
    const nonce = hasScripts(served.customCode.html) ? newScriptNonce() : null;
    const custom = customCodeHtml(served.customCode, nonce);
    const head = `${seoHeadTags(meta)}${custom.head}${bootstrapScript(bootstrap)}`;
    // The built page's own title and icons give way to the site's.
    let html = cached.html.replace(/<title>[^<]*<\/title>/i, '');
    if (meta.favicon) html = html.replace(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/gi, '');
    html = html.includes(BOOTSTRAP_MARKER)
      ? html.replace(BOOTSTRAP_MARKER, () => head)
      : html.replace('</head>', () => `${head}</head>`);
    if (custom.body) html = html.replace('</body>', () => `${custom.body}</body>`);
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (nonce) {
      headers['Content-Security-Policy'] = contentSecurityPolicy(c.req.path, {
        ...securityHeaderOptions(services.env),
        scriptNonce: nonce,
      });
    }
    return c.html(html, 200, headers);
  };
}
