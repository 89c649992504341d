// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDarkTheme, defaultLightTheme } from '../theme-tokens/default-themes';
import { applyTheme, clearTheme } from './apply-theme';
import type { Theme } from './theme';

const root = document.documentElement;

afterEach(() => clearTheme(root));

describe('applyTheme', () => {
  it('writes every CSS variable of the theme onto the root', () => {
    applyTheme({ is_dark: false, values: { '--ta-primary': '1 2 3', '--ta-radius': '4px' } }, root);

    expect(root.style.getPropertyValue('--ta-primary')).toBe('1 2 3');
    expect(root.style.getPropertyValue('--ta-radius')).toBe('4px');
  });

  it('ignores names that are not CSS custom properties', () => {
    applyTheme({ is_dark: false, values: { color: 'red', '--ta-primary': '1 2 3' } }, root);

    expect(root.style.getPropertyValue('color')).toBe('');
  });

  it('adds the dark class and dark colour scheme for a dark theme and removes them for a light one', () => {
    applyTheme(defaultDarkTheme, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');

    applyTheme(defaultLightTheme, root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
  });

  it('drops variables of the previous theme that the next theme does not define', () => {
    applyTheme({ is_dark: false, values: { '--ta-primary': '1 2 3', '--ta-danger': '4 5 6' } }, root);
    applyTheme({ is_dark: false, values: { '--ta-primary': '7 8 9' } }, root);

    expect(root.style.getPropertyValue('--ta-primary')).toBe('7 8 9');
    expect(root.style.getPropertyValue('--ta-danger')).toBe('');
  });

  it('leaves inline variables it did not write alone', () => {
    root.style.setProperty('--app-header-height', '64px');
    applyTheme({ is_dark: false, values: { '--ta-primary': '1 2 3' } }, root);
    applyTheme({ is_dark: false, values: {} }, root);

    expect(root.style.getPropertyValue('--app-header-height')).toBe('64px');
    root.style.removeProperty('--app-header-height');
  });

  it('clearTheme hands the root back to the stylesheet defaults', () => {
    applyTheme(defaultDarkTheme, root);
    clearTheme(root);

    expect(root.style.getPropertyValue('--ta-background')).toBe('');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('');
  });
});

function cssBlock(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--ta-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

describe('default themes', () => {
  const css = readFileSync(
    fileURLToPath(import.meta.url).replace(/apply-theme\.test\.ts$/, 'theme.css'),
    'utf8',
  );

  it('match the light defaults of theme.css', () => {
    expect(defaultLightTheme.values).toEqual(cssBlock(css, ':root'));
  });

  it('match the dark defaults of theme.css', () => {
    expect(defaultDarkTheme.values).toEqual(cssBlock(css, '.dark'));
  });

  function luminance(triplet: string): number {
    const [r = 0, g = 0, b = 0] = triplet.split(' ').map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function contrast(theme: Theme, a: string, b: string): number {
    const [light, dark] = [luminance(theme.values[a] ?? ''), luminance(theme.values[b] ?? '')].sort(
      (x, y) => y - x,
    );
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }

  const textPairs = [
    ['--ta-foreground', '--ta-background'],
    ['--ta-foreground', '--ta-muted'],
    ['--ta-foreground', '--ta-paper'],
    ['--ta-muted-foreground', '--ta-background'],
    ['--ta-muted-foreground', '--ta-muted'],
    ['--ta-primary', '--ta-background'],
    ['--ta-primary-foreground', '--ta-primary'],
    ['--ta-danger', '--ta-background'],
    ['--ta-danger-foreground', '--ta-danger'],
    ['--ta-positive', '--ta-background'],
    ['--ta-positive-foreground', '--ta-positive'],
  ] as const;

  for (const theme of [defaultLightTheme, defaultDarkTheme]) {
    const name = theme.is_dark ? 'dark' : 'light';
    for (const [text, surface] of textPairs) {
      it(`give ${text} on ${surface} at least 4.5:1 contrast in the ${name} theme`, () => {
        expect(contrast(theme, text, surface)).toBeGreaterThanOrEqual(4.5);
      });
    }
    for (const part of ['--ta-control', '--ta-focus'] as const) {
      it(`give ${part} at least 3:1 contrast against the background in the ${name} theme`, () => {
        expect(contrast(theme, part, '--ta-background')).toBeGreaterThanOrEqual(3);
      });
    }
  }
});
