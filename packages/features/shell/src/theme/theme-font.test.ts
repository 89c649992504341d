// @vitest-environment jsdom
import { THEME_FONTS, themeFontById } from '@tonearm/client/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFontCss, writeThemeFont } from './theme-font';

const style = () => document.getElementById('ta-theme-font');

afterEach(() => writeThemeFont(document, null));

describe('the theme font', () => {
  it('writes only the chosen font: its @font-face rules and the family the page reads', () => {
    writeThemeFont(document, 'jetbrains-mono');
    const css = style()?.textContent ?? '';
    expect(css).toContain('font-family: "JetBrains Mono Variable";');
    expect(css).toContain('--ta-font-family: "JetBrains Mono Variable", monospace;');
    for (const other of THEME_FONTS.filter((font) => font.id !== 'jetbrains-mono')) {
      expect(css).not.toContain(other.family);
    }
    expect(document.querySelectorAll('#ta-theme-font')).toHaveLength(1);
  });

  it('replaces the font when the theme changes and removes it when the theme has none', () => {
    writeThemeFont(document, 'inter');
    writeThemeFont(document, 'nunito');
    const nunito = themeFontById('nunito');
    expect(nunito && style()?.textContent).toBe(nunito && themeFontCss(nunito));
    writeThemeFont(document, undefined);
    expect(style()).toBeNull();
  });

  it('writes nothing for a font id the site does not serve', () => {
    writeThemeFont(document, 'papyrus');
    expect(style()).toBeNull();
  });
});
