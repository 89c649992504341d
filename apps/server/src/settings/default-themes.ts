/** A theme as seeded: its CSS variables are the UI kit's `--ta-*` tokens (`packages/ui/src/theme/theme.css`). */
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
    values: {
      '--ta-background': '255 255 255',
      '--ta-foreground': '17 24 39',
      '--ta-muted': '243 244 246',
      '--ta-muted-foreground': '75 85 99',
      '--ta-paper': '255 255 255',
      '--ta-border': '209 213 219',
      '--ta-primary': '79 70 229',
      '--ta-primary-foreground': '255 255 255',
      '--ta-danger': '190 18 60',
      '--ta-danger-foreground': '255 255 255',
      '--ta-positive': '21 128 61',
      '--ta-positive-foreground': '255 255 255',
      '--ta-focus': '79 70 229',
      '--ta-radius': '0.5rem',
      '--ta-backdrop': '0 0 0 / 0.5',
    },
  },
  {
    name: 'Dark',
    is_dark: true,
    default_light: false,
    default_dark: true,
    values: {
      '--ta-background': '18 18 20',
      '--ta-foreground': '243 244 246',
      '--ta-muted': '39 39 42',
      '--ta-muted-foreground': '170 170 180',
      '--ta-paper': '28 28 31',
      '--ta-border': '63 63 70',
      '--ta-primary': '165 160 255',
      '--ta-primary-foreground': '17 17 30',
      '--ta-danger': '251 113 133',
      '--ta-danger-foreground': '30 10 14',
      '--ta-positive': '74 222 128',
      '--ta-positive-foreground': '10 30 16',
      '--ta-focus': '165 160 255',
      '--ta-radius': '0.5rem',
      '--ta-backdrop': '0 0 0 / 0.6',
    },
  },
];
