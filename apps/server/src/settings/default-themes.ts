import { DEFAULT_SIZES, defaultDarkTheme, defaultLightTheme } from '@tonearm/ui/theme-tokens';

/** A theme as seeded: its CSS variables are the UI kit's `--ta-*` tokens, taken from the kit's one source of them. */
export interface ThemeSeed {
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
}

export const DEFAULT_THEMES: ThemeSeed[] = [
  {
    name: 'Light',
    is_dark: false,
    default_light: true,
    default_dark: false,
    values: { ...defaultLightTheme.values },
  },
  {
    name: 'Dark',
    is_dark: true,
    default_light: false,
    default_dark: true,
    // A seeded theme is applied alone, so the dark one carries the sizes the kit's dark defaults inherit.
    values: { ...defaultDarkTheme.values, ...DEFAULT_SIZES },
  },
];
