import { describe, expect, it } from 'vitest';
import { issuePaths } from '../fixtures/issue-paths';
import { appearancePayloadSchema, isValidThemeValue } from './appearance';

const theme = {
  name: 'Sunrise',
  is_dark: false,
  default_light: true,
  default_dark: false,
  values: { '--ta-primary': '255 112 67', '--ta-radius': '0.375rem', '--ta-backdrop': '0 0 0 / 0.5' },
};

describe('isValidThemeValue', () => {
  it('takes colours as three channels from 0 to 255, and nothing that could end the declaration', () => {
    expect(isValidThemeValue('--ta-primary', '0 0 0')).toBe(true);
    expect(isValidThemeValue('--ta-primary', '255 255 255')).toBe(true);
    expect(isValidThemeValue('--ta-primary', '256 0 0')).toBe(false);
    expect(isValidThemeValue('--ta-primary', 'rgb(1, 2, 3)')).toBe(false);
    expect(isValidThemeValue('--ta-primary', '1 2 3; color: red')).toBe(false);
  });

  it('takes the radius as a length and the backdrop as a colour with an alpha', () => {
    expect(isValidThemeValue('--ta-radius', '0')).toBe(true);
    expect(isValidThemeValue('--ta-radius', '12px')).toBe(true);
    expect(isValidThemeValue('--ta-radius', 'calc(1px)')).toBe(false);
    expect(isValidThemeValue('--ta-backdrop', '0 0 0 / 0.6')).toBe(true);
    expect(isValidThemeValue('--ta-backdrop', '0 0 0')).toBe(false);
  });
});

describe('appearancePayloadSchema', () => {
  it('accepts the branding and the whole theme list, new themes without an id', () => {
    const payload = { changes: { themes: [theme, { ...theme, id: 4, default_light: false }] } };
    expect(appearancePayloadSchema.parse(payload)).toEqual(payload);
  });

  it('names the theme variable it does not know, and a colour it cannot read', () => {
    const values = { '--ta-primary': 'red', '--evil': '1 2 3' };
    expect(
      issuePaths(appearancePayloadSchema, { changes: { themes: [{ ...theme, values }] } }).sort(),
    ).toEqual(['changes.themes.0.values', 'changes.themes.0.values.--ta-primary']);
  });

  it('refuses keys it does not know, at every level', () => {
    expect(issuePaths(appearancePayloadSchema, { changes: { colours: [] } })).toContain('changes');
    expect(issuePaths(appearancePayloadSchema, { changes: { themes: [{ ...theme, font: 'x' }] } })).toEqual([
      'changes.themes.0',
    ]);
  });
});
