import type { socialAuthPopupResultSchema } from '@tonearm/client/contract';
import type * as z from 'zod';
import { randomToken } from '../security/tokens';
import { inlineJson } from '../web/spa';

export type PopupResult = z.input<typeof socialAuthPopupResultSchema>;

/**
 * The page a social sign-in popup ends on (doc 000 §4): it posts the result to the window that opened it, on the
 * same origin only, and closes. Its one inline script runs under a nonce, so the site's CSP stays strict.
 */
export function popupResultPage(result: PopupResult): { html: string; contentSecurityPolicy: string } {
  const nonce = randomToken(16);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing in…</title></head>
<body>
<p>${result.status === 'ERROR' ? 'Sign-in could not be completed. You can close this window.' : 'You can close this window.'}</p>
<script nonce="${nonce}">
  var result = ${inlineJson(result)};
  if (window.opener) window.opener.postMessage(result, window.location.origin);
  window.close();
</script>
</body>
</html>
`;
  const contentSecurityPolicy = `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`;
  return { html, contentSecurityPolicy };
}
