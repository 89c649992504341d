import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, defaultDarkTheme, defaultLightTheme } from './default-themes';
import { replaceThemeTokens } from './theme-css-file';

const css = readFileSync(join(import.meta.dirname, '..', 'theme', 'theme.css'), 'utf8');

describe('the theme tokens', () => {
  it('are written into theme.css as the default themes hold them (run `pnpm --filter @tonearm/ui write-theme-css`)', () => {
    expect(replaceThemeTokens(css)).toBe(css);
  });

  it('give the light and the dark theme the same tokens, the sizes aside', () => {
    const light = Object.keys(defaultLightTheme.values).filter((name) => !(name in DEFAULT_SIZES));
    expect(Object.keys(defaultDarkTheme.values)).toEqual(light);
    expect(light).toContain('--ta-control');
  });

  it('give buttons, inputs and panels a radius each, the current look by default', () => {
    for (const part of ['button', 'input', 'panel']) {
      expect(defaultLightTheme.values[`--ta-radius-${part}`]).toBe(defaultLightTheme.values['--ta-radius']);
      expect(css).toContain(`--radius-${part}: var(--ta-radius-${part});`);
    }
  });
});
