import type { DataTableDateRange } from './data-table-state';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDate(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day as a date input writes it (`YYYY-MM-DD`), in the user's time zone. */
export function toDayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The range covering whole days `first` to `last` (`YYYY-MM-DD`) in the user's time zone, as ISO 8601 instants:
 * from the first day's midnight to the last moment of the last day, so the last day counts. Null when a day is
 * missing, malformed, or the range ends before it starts.
 */
export function dayRangeToIso(first: string, last: string): DataTableDateRange | null {
  const start = localDate(first);
  const end = localDate(last);
  if (!start || !end || end < start) return null;
  end.setHours(23, 59, 59, 999);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** The days (`YYYY-MM-DD`) a range covers, in the user's time zone, for a date input to show. */
export function isoRangeToDays(range: DataTableDateRange): { first: string; last: string } {
  return { first: toDayString(new Date(range.start)), last: toDayString(new Date(range.end)) };
}

/** The last `days` days up to today, as the days a date input shows. */
export function recentDays(days: number, today: Date = new Date()): { first: string; last: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return { first: toDayString(first), last: toDayString(today) };
}
