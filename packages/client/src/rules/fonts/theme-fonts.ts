// The fonts a theme may pick, all served by the site itself (`/fonts/{id}/{subset}.woff2`, from the Fontsource
// packages the server depends on): no outside font service sees a visitor. The server validates a theme's font
// against this list and serves exactly these files; the app writes `@font-face` rules only for the chosen one.

/** The unicode ranges of the subsets Fontsource cuts each family into, so a browser fetches only what a page uses. */
export const THEME_FONT_SUBSET_RANGES = {
  'cyrillic-ext': 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  'greek-ext': 'U+1F00-1FFF',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  vietnamese:
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;
export type ThemeFontSubset = keyof typeof THEME_FONT_SUBSET_RANGES;

/** One family a theme may pick. */
export interface ThemeFont {
  /** What a theme stores (`values.font`), and the folder of its files: the Fontsource package's name. */
  id: string;
  /** The family's name as people know it, for the theme editor's list. */
  name: string;
  /** The CSS family name the `@font-face` rules declare. */
  family: string;
  /** The generic family shown while the files load, or if they never do. */
  fallback: 'sans-serif' | 'serif' | 'monospace';
  /** The variable font's weight axis, as `@font-face` writes it. */
  weight: string;
  /** The subsets the package ships, in the order their rules are written (the last wins on overlap). */
  subsets: readonly ThemeFontSubset[];
}

const ALL_SUBSETS = [
  'cyrillic-ext',
  'cyrillic',
  'greek-ext',
  'greek',
  'vietnamese',
  'latin-ext',
  'latin',
] as const;

/** The fonts the site serves, in the order the theme editor lists them. */
export const THEME_FONTS: readonly ThemeFont[] = [
  {
    id: 'inter',
    name: 'Inter',
    family: 'Inter Variable',
    fallback: 'sans-serif',
    weight: '100 900',
    subsets: ALL_SUBSETS,
  },
  {
    id: 'atkinson-hyperlegible-next',
    name: 'Atkinson Hyperlegible Next',
    family: 'Atkinson Hyperlegible Next Variable',
    fallback: 'sans-serif',
    weight: '200 800',
    subsets: ['latin-ext', 'latin'],
  },
  {
    id: 'nunito',
    name: 'Nunito',
    family: 'Nunito Variable',
    fallback: 'sans-serif',
    weight: '200 1000',
    subsets: ['cyrillic-ext', 'cyrillic', 'vietnamese', 'latin-ext', 'latin'],
  },
  {
    id: 'outfit',
    name: 'Outfit',
    family: 'Outfit Variable',
    fallback: 'sans-serif',
    weight: '100 900',
    subsets: ['latin-ext', 'latin'],
  },
  {
    id: 'source-serif-4',
    name: 'Source Serif 4',
    family: 'Source Serif 4 Variable',
    fallback: 'serif',
    weight: '200 900',
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
  },
  {
    id: 'jetbrains-mono',
    name: 'JetBrains Mono',
    family: 'JetBrains Mono Variable',
    fallback: 'monospace',
    weight: '100 800',
    subsets: ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin'],
  },
];

/** The ids a theme's `font` may hold. */
export const THEME_FONT_IDS = THEME_FONTS.map((font) => font.id);

/** Where the site serves its font files. */
export const THEME_FONT_PATH = '/fonts';

/** The font with this id, or `undefined` for an id the site does not serve. */
export function themeFontById(id: string | null | undefined): ThemeFont | undefined {
  return THEME_FONTS.find((font) => font.id === id);
}

/** The font with this CSS family name (the preview's `setThemeFont` names fonts by family), if the site serves it. */
export function themeFontByFamily(family: string): ThemeFont | undefined {
  return THEME_FONTS.find((font) => font.family === family);
}

/** The address of one subset's file: `/fonts/inter/latin.woff2`. */
export function themeFontFileUrl(font: Pick<ThemeFont, 'id'>, subset: ThemeFontSubset): string {
  return `${THEME_FONT_PATH}/${font.id}/${subset}.woff2`;
}

/** The `font-family` value that shows the font, with its generic family behind it. */
export function themeFontStack(font: Pick<ThemeFont, 'family' | 'fallback'>): string {
  return `"${font.family}", ${font.fallback}`;
}

/**
 * The `@font-face` rules of one font: a rule per subset with its unicode range, so the browser fetches a file only
 * when the page shows a character in it, and shows the fallback meanwhile (`font-display: swap`).
 */
export function themeFontFaceCss(font: ThemeFont): string {
  return font.subsets
    .map(
      (subset) =>
        `@font-face {\n  font-family: "${font.family}";\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${font.weight};\n  src: url(${themeFontFileUrl(font, subset)}) format("woff2");\n` +
        `  unicode-range: ${THEME_FONT_SUBSET_RANGES[subset]};\n}`,
    )
    .join('\n');
}
