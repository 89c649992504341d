import {
  type CalendarDate,
  parseDate,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toCalendarDate,
  toZoned,
  now as zonedNow,
} from '@internationalized/date';

/** The date range presets of the dashboard, in the order the picker lists them. */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_3_months',
  'last_12_months',
  'this_year',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range shown when the address names none. */
export const DEFAULT_RANGE_PRESET: RangePreset = 'this_week';

/** A choice of range: a preset, or whole days from `from` to `to` (both included). */
export type RangeChoice =
  | { preset: RangePreset }
  | { preset: 'custom'; from: CalendarDate; to: CalendarDate };

/** The first and last day (both included) a preset covers, counted from `today` in the admin's calendar. */
export function presetDays(
  preset: RangePreset,
  today: CalendarDate,
  locale: string,
): [CalendarDate, CalendarDate] {
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [today.subtract({ days: 1 }), today.subtract({ days: 1 })];
    case 'this_week':
      return [startOfWeek(today, locale), today];
    case 'last_7_days':
      return [today.subtract({ days: 6 }), today];
    case 'last_30_days':
      return [today.subtract({ days: 29 }), today];
    case 'this_month':
      return [startOfMonth(today), today];
    case 'last_3_months':
      return [today.subtract({ months: 3 }).add({ days: 1 }), today];
    case 'last_12_months':
      return [today.subtract({ months: 12 }).add({ days: 1 }), today];
    case 'this_year':
      return [startOfYear(today), today];
  }
}

/** The days a choice covers, both included. */
export function choiceDays(
  choice: RangeChoice,
  today: CalendarDate,
  locale: string,
): [CalendarDate, CalendarDate] {
  return choice.preset === 'custom' ? [choice.from, choice.to] : presetDays(choice.preset, today, locale);
}

/** Today in `timezone`. */
export function todayIn(timezone: string): CalendarDate {
  return toCalendarDate(zonedNow(timezone));
}

/**
 * The instants the report asks for: from the first day's midnight to the midnight after the last day, both in the
 * admin's timezone, so a day is the admin's day wherever the server runs.
 */
export function rangeInstants(days: [CalendarDate, CalendarDate], timezone: string) {
  const [from, to] = days;
  return {
    startDate: toZoned(from, timezone).toAbsoluteString(),
    endDate: toZoned(to.add({ days: 1 }), timezone).toAbsoluteString(),
    timezone,
  };
}

/** Reads `?range=…&from=…&to=…`; anything unreadable is the default preset. */
export function choiceFromSearch(search: URLSearchParams): RangeChoice {
  const range = search.get('range');
  if (range === 'custom') {
    try {
      const from = parseDate(search.get('from') ?? '');
      const to = parseDate(search.get('to') ?? '');
      if (from.compare(to) <= 0) return { preset: 'custom', from, to };
    } catch {
      // A hand-edited address with a bad date falls back to the default below.
    }
  }
  return {
    preset: (RANGE_PRESETS as readonly string[]).includes(range ?? '')
      ? (range as RangePreset)
      : DEFAULT_RANGE_PRESET,
  };
}

/** The address parameters of a choice; the default preset needs none. */
export function searchOfChoice(choice: RangeChoice): Record<string, string> {
  if (choice.preset === 'custom')
    return { range: 'custom', from: choice.from.toString(), to: choice.to.toString() };
  return choice.preset === DEFAULT_RANGE_PRESET ? {} : { range: choice.preset };
}
