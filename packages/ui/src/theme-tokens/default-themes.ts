// The one source of the default theme tokens: the kit's `theme.css` defaults are written from it
// (`pnpm --filter @tonearm/ui write-theme-css`) and the server seeds its Light and Dark themes with it. It imports
// nothing, so a server can read it without React.

/** A default theme: whether it is dark, and its `--ta-*` CSS variables. */
export interface DefaultTheme {
  is_dark: boolean;
  values: Readonly<Record<`--ta-${string}`, string>>;
}

/** The corner radius of the kit's parts (`rounded-ui`), the same in the light and the dark theme. */
export const DEFAULT_RADIUS = '0.5rem';

/**
 * The corner radius of each part a theme can shape on its own: buttons (`rounded-button`), inputs, selects and
 * combo boxes (`rounded-input`), and panels, popovers, dialogs and toasts (`rounded-panel`). Sizes, like the radius,
 * are the light theme's and hold in the dark one.
 */
export const DEFAULT_PART_RADII = {
  '--ta-radius-button': DEFAULT_RADIUS,
  '--ta-radius-input': DEFAULT_RADIUS,
  '--ta-radius-panel': DEFAULT_RADIUS,
} as const;

/** Every size token of the default theme: the radius and the part radii. */
export const DEFAULT_SIZES = { '--ta-radius': DEFAULT_RADIUS, ...DEFAULT_PART_RADII } as const;

/** The kit's light theme; `theme.css` writes the same values as its `:root` defaults. */
export const defaultLightTheme: DefaultTheme = {
  is_dark: false,
  values: {
    '--ta-background': '255 255 255',
    '--ta-foreground': '17 24 39',
    '--ta-muted': '243 244 246',
    '--ta-muted-foreground': '75 85 99',
    '--ta-paper': '255 255 255',
    '--ta-border': '209 213 219',
    '--ta-control': '107 114 128',
    '--ta-primary': '79 70 229',
    '--ta-primary-foreground': '255 255 255',
    '--ta-danger': '190 18 60',
    '--ta-danger-foreground': '255 255 255',
    '--ta-positive': '21 128 61',
    '--ta-positive-foreground': '255 255 255',
    '--ta-focus': '79 70 229',
    ...DEFAULT_SIZES,
    '--ta-backdrop': '0 0 0 / 0.5',
  },
};

/** The kit's dark theme; `theme.css` writes the same values as its `.dark` defaults (sizes stay the light ones). */
export const defaultDarkTheme: DefaultTheme = {
  is_dark: true,
  values: {
    '--ta-background': '18 18 20',
    '--ta-foreground': '243 244 246',
    '--ta-muted': '39 39 42',
    '--ta-muted-foreground': '170 170 180',
    '--ta-paper': '28 28 31',
    '--ta-border': '63 63 70',
    '--ta-control': '113 113 122',
    '--ta-primary': '165 160 255',
    '--ta-primary-foreground': '17 17 30',
    '--ta-danger': '251 113 133',
    '--ta-danger-foreground': '30 10 14',
    '--ta-positive': '74 222 128',
    '--ta-positive-foreground': '10 30 16',
    '--ta-focus': '165 160 255',
    '--ta-backdrop': '0 0 0 / 0.6',
  },
};
