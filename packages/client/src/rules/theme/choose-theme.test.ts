import { describe, expect, it } from 'vitest';
import { chooseTheme } from './choose-theme';

const light = { id: 1, name: 'Light', is_dark: false, default_light: true };
const dark = { id: 2, name: 'Dark', is_dark: true, default_dark: true };
const sepia = { id: 3, name: 'Sepia', is_dark: false };
const themes = [sepia, light, dark];
const settings = { themes: { default_id: 3 } };

const choose = (cookieValue: string | null, prefersDark = false) =>
  chooseTheme({ cookieValue, themes, settings, prefersDark })?.name;

describe('chooseTheme', () => {
  it.each(['0', 'system'])('follows the OS preference for %s', (value) => {
    expect(choose(value, true)).toBe('Dark');
    expect(choose(value, false)).toBe('Light');
  });

  it('picks the default light theme for light and the default dark theme for dark', () => {
    expect(choose('light', true)).toBe('Light');
    expect(choose('dark', false)).toBe('Dark');
  });

  it('falls back to the first light or dark theme when none is flagged as default', () => {
    const unflagged = [
      { id: 7, is_dark: true },
      { id: 8, is_dark: false },
    ];
    expect(chooseTheme({ cookieValue: 'light', themes: unflagged, prefersDark: true })?.id).toBe(8);
    expect(chooseTheme({ cookieValue: 'system', themes: unflagged, prefersDark: true })?.id).toBe(7);
  });

  it('falls back to the light or dark theme the settings name by id when none is flagged', () => {
    const unflagged = [
      { id: 7, is_dark: true },
      { id: 8, is_dark: true },
      { id: 9, is_dark: false },
    ];
    const named = { themes: { default_dark: 8, default_light: '9' } };
    expect(
      chooseTheme({ cookieValue: 'dark', themes: unflagged, settings: named, prefersDark: false })?.id,
    ).toBe(8);
    expect(
      chooseTheme({ cookieValue: '0', themes: unflagged, settings: named, prefersDark: false })?.id,
    ).toBe(9);
  });

  it('picks the theme with a numeric id', () => {
    expect(choose('2')).toBe('Dark');
  });

  it('falls back to the settings default for an unknown id or any other value', () => {
    expect(choose('99')).toBe('Sepia');
    expect(choose('blue')).toBe('Sepia');
    expect(choose(null)).toBe('Sepia');
    expect(choose('')).toBe('Sepia');
  });

  it('falls back to the first theme when the settings default is missing or unknown', () => {
    expect(chooseTheme({ cookieValue: null, themes: [dark, light], prefersDark: false })?.name).toBe('Dark');
    const unknownDefault = { themes: { default_id: 42 } };
    expect(
      chooseTheme({ cookieValue: 'x', themes: [light, dark], settings: unknownDefault, prefersDark: true }),
    ).toBe(light);
  });

  it('returns the full theme object it was given', () => {
    expect(chooseTheme({ cookieValue: '1', themes, prefersDark: false })).toBe(light);
  });

  it('gives null when there are no themes', () => {
    expect(chooseTheme({ cookieValue: 'dark', themes: [], prefersDark: true })).toBeNull();
  });
});
