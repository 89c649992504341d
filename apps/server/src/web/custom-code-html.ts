import { randomBytes } from 'node:crypto';
import type { AppearanceCustomCode } from '@tonearm/client/contract';

// The ids the live preview writes the editor's draft into (the shell's apply-appearance-message), so a draft
// replaces the saved code in the frame rather than adding to it.
export const CUSTOM_CSS_ELEMENT_ID = 'be-custom-css';
export const CUSTOM_HTML_ELEMENT_ID = 'be-custom-html';

/** Whether the operator's HTML has scripts, which the page's policy must then admit by nonce. */
export const hasScripts = (html: string) => /<script\b/i.test(html);

/** 128 random bits, base64, as CSP nonces ask; a new one for every page. */
export const newScriptNonce = () => randomBytes(16).toString('base64');

/**
 * The operator's code as the page carries it: the CSS in a `<style>` for the head, the HTML in a `<div>` for the
 * body, each of its `<script>` elements given the page's nonce so they, and only they, run.
 */
export function customCodeHtml(
  code: AppearanceCustomCode,
  nonce: string | null,
): { head: string; body: string } {
  // Saving refuses `</style>`; this keeps a stored value from before that rule from closing the element.
  const css = code.css.replace(/<\/style/gi, '<\\/style');
  const html = nonce ? code.html.replace(/<script\b/gi, `<script nonce="${nonce}"`) : code.html;
  return {
    head: css ? `<style id="${CUSTOM_CSS_ELEMENT_ID}">${css}</style>` : '',
    body: html ? `<div id="${CUSTOM_HTML_ELEMENT_ID}">${html}</div>` : '',
  };
}
