import type { ReportGranularity } from '@tonearm/client/contract';

const SHORT: Record<ReportGranularity, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

const LONG: Record<ReportGranularity, Intl.DateTimeFormatOptions> = {
  hour: { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  week: { year: 'numeric', month: 'short', day: 'numeric' },
  month: { year: 'numeric', month: 'long' },
};

/**
 * Names the points of a chart over time in the admin's timezone and language: a short form for the axis and a
 * long one for the tooltip and the table (a week is named by the range it covers).
 */
export function bucketLabels(granularity: ReportGranularity, timezone: string, locale: string) {
  const short = new Intl.DateTimeFormat(locale, { ...SHORT[granularity], timeZone: timezone });
  const long = new Intl.DateTimeFormat(locale, { ...LONG[granularity], timeZone: timezone });
  return {
    short: (start: string) => short.format(new Date(start)),
    long: (start: string, end: string) => {
      if (granularity !== 'week') return long.format(new Date(start));
      // The end is the next week's first instant; the week's last day is a moment before it.
      return long.formatRange(new Date(start), new Date(new Date(end).getTime() - 1));
    },
  };
}
