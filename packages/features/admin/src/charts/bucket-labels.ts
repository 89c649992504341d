import type { ReportGranularity } from '@tonearm/client/contract';
import { DATE_PRESETS } from '@tonearm/shell';

// The axis has room for a few characters a point: an hour is the time preset, a day or week its date without the
// year (the range names the year), a month its abbreviation and year. No preset is that short.
const AXIS: Record<ReportGranularity, Intl.DateTimeFormatOptions> = {
  hour: DATE_PRESETS.time,
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

// The tooltip and the table name a point in full with the language's presets (doc 000 §9); a month is its whole
// name and year, which no preset writes.
const FULL: Record<ReportGranularity, Intl.DateTimeFormatOptions> = {
  hour: DATE_PRESETS.timestamp,
  day: DATE_PRESETS.long,
  week: DATE_PRESETS.short,
  month: { year: 'numeric', month: 'long' },
};

/**
 * Names the points of a chart over time in the report's timezone and the admin's language: a short form for the
 * axis and a full one for the tooltip and the table (a week is named by the range it covers).
 */
export function bucketLabels(granularity: ReportGranularity, timezone: string, locale: string) {
  const short = new Intl.DateTimeFormat(locale, { ...AXIS[granularity], timeZone: timezone });
  const long = new Intl.DateTimeFormat(locale, { ...FULL[granularity], timeZone: timezone });
  return {
    short: (start: string) => short.format(new Date(start)),
    long: (start: string, end: string) => {
      if (granularity !== 'week') return long.format(new Date(start));
      // The end is the next week's first instant; the week's last day is a moment before it.
      return long.formatRange(new Date(start), new Date(new Date(end).getTime() - 1));
    },
  };
}
