import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { darkThemeJson, lightThemeJson } from './fixtures/laravel-payloads';
import { themeSchema } from './theme';

describe('themeSchema', () => {
  it('accepts light and dark themes with their CSS variables', () => {
    expect(themeSchema.parse(lightThemeJson).values['--be-primary']).toBe('255 112 67');
    expect(themeSchema.parse(darkThemeJson)).toMatchObject({ is_dark: true, default_dark: true });
  });

  it('reads a theme without variables, sent by PHP as an empty list, as an empty map', () => {
    expect(themeSchema.parse(withField(lightThemeJson, 'values', [])).values).toEqual({});
  });

  it('rejects a non-empty list of values', () => {
    expect(issuePaths(themeSchema, withField(lightThemeJson, 'values', ['0 0 0']))).toEqual(['values']);
  });

  it('rejects a CSS variable value that is not a string', () => {
    expect(issuePaths(themeSchema, withField(lightThemeJson, 'values', { '--be-primary': 12 }))).toEqual([
      'values',
    ]);
  });

  it('rejects a theme missing its dark flag', () => {
    expect(issuePaths(themeSchema, withoutField(lightThemeJson, 'is_dark'))).toEqual(['is_dark']);
  });
});
