import {
  type ThemeFont,
  themeFontByFamily,
  themeFontById,
  themeFontFaceCss,
  themeFontStack,
} from '@tonearm/client/rules';
import { PREVIEW_FONT_STYLE_ID, THEME_FONT_STYLE_ID, THEME_FONT_VARIABLE } from './theme-font-ids';

// Loaded only when a theme names a font (or the editor previews one), so a first visit to a site without one
// carries none of this; the browser then fetches a font file only for the characters a page shows.

/** The stylesheet of a theme's font: its `@font-face` rules, and the variable the page's `font-family` reads. */
export function themeFontCss(font: ThemeFont): string {
  return `${themeFontFaceCss(font)}\n:root {\n  ${THEME_FONT_VARIABLE}: ${themeFontStack(font)};\n}`;
}

function writeStyle(doc: Document, id: string, css: string | null): void {
  const existing = doc.getElementById(id);
  if (css === null) {
    existing?.remove();
    return;
  }
  const style = existing ?? doc.head.appendChild(doc.createElement('style'));
  style.id = id;
  if (style.textContent !== css) style.textContent = css;
}

/** Shows the site in the theme's font (`values.font`, an id the site serves), or in the default one when none. */
export function writeThemeFont(doc: Document, fontId: string | null | undefined): void {
  const font = themeFontById(fontId);
  writeStyle(doc, THEME_FONT_STYLE_ID, font ? themeFontCss(font) : null);
}

/**
 * The appearance editor's `setThemeFont` (doc 000 §4): shows the page in `family` over the theme's own font, or
 * `null` to return to it. A family the site serves gets its `@font-face` rules; another one is used if the
 * visitor's device has it.
 */
export function previewThemeFont(doc: Document, family: string | null): void {
  const root = doc.documentElement;
  if (family === null) {
    root.style.removeProperty(THEME_FONT_VARIABLE);
    writeStyle(doc, PREVIEW_FONT_STYLE_ID, null);
    return;
  }
  const font = themeFontByFamily(family);
  writeStyle(doc, PREVIEW_FONT_STYLE_ID, font ? themeFontFaceCss(font) : null);
  root.style.setProperty(THEME_FONT_VARIABLE, font ? themeFontStack(font) : `"${family}", sans-serif`);
}
