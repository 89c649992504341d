/**
 * The date presets of doc 000 §9, as `Intl.DateTimeFormat` options: `numeric` (2/27/2026), `short` (Feb 27, 2026),
 * `long` (Friday, February 27, 2026), `timestamp` (Feb 27, 2026, 3:45 PM) and `time` (3:45 PM), each spelled the
 * way the language writes it.
 */
export const DATE_PRESETS = {
  numeric: { year: 'numeric', month: 'numeric', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  timestamp: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One of the spec's date presets. */
export type DatePreset = keyof typeof DATE_PRESETS;

/** What a date is written for: the interface language and, when known, the time zone to read it in. */
export interface DateFormatContext {
  /** The bootstrap data's `i18n.language` (`en`, `de`). */
  language: string;
  /** An IANA time zone (`Europe/Berlin`); without it, the browser's. */
  timeZone?: string | null;
}

// Building a formatter costs far more than using one, and a list formats the same preset once per row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(preset: DatePreset, { language, timeZone }: DateFormatContext): Intl.DateTimeFormat {
  const key = `${language}|${preset}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = createFormatter(preset, language, timeZone ?? undefined);
    formatters.set(key, formatter);
  }
  return formatter;
}

// A language tag or time zone the browser does not know must not take the screen down: fall back to English, then
// to the browser's own zone.
function createFormatter(
  preset: DatePreset,
  language: string,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const options = DATE_PRESETS[preset];
  for (const [locale, zone] of [
    [language, timeZone],
    ['en', timeZone],
    ['en', undefined],
  ] as const) {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      // try the next, safer pair
    }
  }
  return new Intl.DateTimeFormat('en', options);
}

/**
 * `value` written with one of the spec's date presets in the interface language. An ISO string the browser cannot
 * read is shown as it came rather than as "Invalid Date".
 */
export function formatDate(
  value: string | number | Date,
  preset: DatePreset,
  context: DateFormatContext,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return formatterFor(preset, context).format(date);
}
