import type { ThemeColorVariable } from '@tonearm/client/contract';

/** The least contrast WCAG 2.2 AA asks of body text against its background (success criterion 1.4.3). */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

export type Rgb = readonly [number, number, number];

/** The channels of a theme colour written `R G B`, or `null` when it is not one. */
export function parseRgbTriplet(value: string | undefined): Rgb | null {
  const match = /^\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s*$/.exec(value ?? '');
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return channels as unknown as Rgb;
}

/** Relative luminance as WCAG defines it, from 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white), whichever is lighter. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** A text colour of a theme and the surface it is read on. */
export interface ThemeTextPair {
  text: ThemeColorVariable;
  surface: ThemeColorVariable;
}

/** Every text colour of the kit's tokens on each surface it is drawn on. */
export const THEME_TEXT_PAIRS: readonly ThemeTextPair[] = [
  { text: '--ta-foreground', surface: '--ta-background' },
  { text: '--ta-foreground', surface: '--ta-paper' },
  { text: '--ta-foreground', surface: '--ta-muted' },
  { text: '--ta-muted-foreground', surface: '--ta-background' },
  { text: '--ta-primary-foreground', surface: '--ta-primary' },
  { text: '--ta-danger-foreground', surface: '--ta-danger' },
  { text: '--ta-positive-foreground', surface: '--ta-positive' },
];

export interface ContrastWarning extends ThemeTextPair {
  /** The pair's contrast ratio, under `WCAG_AA_TEXT_CONTRAST`. */
  ratio: number;
}

/**
 * The text and surface pairs of a theme that fall under WCAG AA's 4.5:1; a pair with a colour the theme does not
 * set (or sets in another form) is not judged.
 */
export function contrastWarnings(values: Readonly<Record<string, string | undefined>>): ContrastWarning[] {
  return THEME_TEXT_PAIRS.flatMap((pair) => {
    const text = parseRgbTriplet(values[pair.text]);
    const surface = parseRgbTriplet(values[pair.surface]);
    if (!text || !surface) return [];
    const ratio = contrastRatio(text, surface);
    return ratio < WCAG_AA_TEXT_CONTRAST ? [{ ...pair, ratio }] : [];
  });
}
