/** Doc 000 §8: what a moment less than a minute ago reads as. */
export const JUST_NOW_TEXT = 'a few seconds ago';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Largest unit first; a unit is used once the elapsed time reaches one of it.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export interface RelativeTimeOptions {
  /** @default Date.now() */
  now?: number;
  /**
   * The interface language.
   * @default 'en'
   */
  locale?: string;
}

/**
 * How long ago a moment was, in words: 'a few seconds ago' under a minute (and for a moment slightly in the future,
 * a clock difference between server and browser), then '5 minutes ago', 'yesterday', '3 weeks ago'...
 */
export function relativeTime(date: string | Date, options: RelativeTimeOptions = {}): string {
  const { now = Date.now(), locale = 'en' } = options;
  const elapsed = now - new Date(date).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return JUST_NOW_TEXT;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return JUST_NOW_TEXT;
}
