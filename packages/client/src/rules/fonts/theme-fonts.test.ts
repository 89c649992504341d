import { describe, expect, it } from 'vitest';
import {
  THEME_FONTS,
  themeFontByFamily,
  themeFontById,
  themeFontFaceCss,
  themeFontFileUrl,
  themeFontStack,
} from './theme-fonts';

const inter = THEME_FONTS.find((font) => font.id === 'inter');
if (!inter) throw new Error('Inter is one of the fonts');

describe('the theme fonts', () => {
  it('offer a serif, a monospace and several sans-serif families, each id once', () => {
    const fallbacks = new Set(THEME_FONTS.map((font) => font.fallback));
    expect(fallbacks).toEqual(new Set(['sans-serif', 'serif', 'monospace']));
    expect(new Set(THEME_FONTS.map((font) => font.id)).size).toBe(THEME_FONTS.length);
  });

  it('find a font by the id a theme stores and by the family the preview sends, and nothing else', () => {
    expect(themeFontById('jetbrains-mono')?.family).toBe('JetBrains Mono Variable');
    expect(themeFontByFamily('Source Serif 4 Variable')?.id).toBe('source-serif-4');
    expect(themeFontById('comic-sans')).toBeUndefined();
    expect(themeFontById(null)).toBeUndefined();
    expect(themeFontByFamily('Open Sans')).toBeUndefined();
  });

  it('serve each subset from the site itself', () => {
    expect(themeFontFileUrl(inter, 'latin')).toBe('/fonts/inter/latin.woff2');
  });

  it('write one @font-face rule per subset, with its unicode range, its weight axis and swap', () => {
    const css = themeFontFaceCss(inter);
    expect(css.match(/@font-face/g)).toHaveLength(inter.subsets.length);
    expect(css).toContain('font-family: "Inter Variable";');
    expect(css).toContain('font-weight: 100 900;');
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('src: url(/fonts/inter/latin.woff2) format("woff2");');
    expect(css).toContain('unicode-range: U+0000-00FF,');
    expect(css).not.toMatch(/https?:/);
  });

  it('name the family with its generic fallback behind it', () => {
    expect(themeFontStack(inter)).toBe('"Inter Variable", sans-serif');
  });
});
