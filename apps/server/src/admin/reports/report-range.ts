import type { ReportGranularity } from '@tonearm/client/contract';
import * as z from 'zod';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The longest range a report covers: five years (of 366 days, so any five calendar years fit). */
export const MAX_REPORT_RANGE_MS = 5 * 366 * DAY_MS;

/** A validated report range: instants, and the IANA timezone its buckets follow. */
export interface ReportRange {
  start: Date;
  end: Date;
  timezone: string;
}

// Only region names: PostgreSQL reads `+01:00` as a POSIX zone with the opposite sign, so offsets are refused.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `name` is an IANA zone name both the runtime and PostgreSQL read (both ignore its case). */
export function isTimezoneName(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const instant = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `The ${field} must be a date and time in ISO 8601 form.` })
    .transform((value) => new Date(value));

/** `GET admin/reports?startDate=&endDate=&timezone=`: bad dates, reversed or over-long ranges and unknown zones fail. */
export const reportRangeQuerySchema = z
  .object({
    startDate: instant('start date'),
    endDate: instant('end date'),
    timezone: z
      .string({ error: 'The timezone field is required.' })
      .refine(isTimezoneName, 'The timezone must be an IANA timezone such as Europe/Berlin.'),
  })
  .superRefine((query, context) => {
    // Runs even when a date failed to parse; that field already has its message.
    if (!(query.startDate instanceof Date) || !(query.endDate instanceof Date)) return;
    const length = query.endDate.getTime() - query.startDate.getTime();
    if (length <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be after the start date.',
      });
    } else if (length > MAX_REPORT_RANGE_MS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'A report covers at most five years.' });
    }
  })
  .transform(
    (query): ReportRange => ({ start: query.startDate, end: query.endDate, timezone: query.timezone }),
  );

/**
 * How long each point of the plays chart is: hours up to two days, days up to about three months, weeks up to a
 * year, months beyond, so a chart has between a dozen and a hundred-odd points.
 */
export function granularityOf(range: ReportRange): ReportGranularity {
  const length = range.end.getTime() - range.start.getTime();
  if (length <= 2 * DAY_MS) return 'hour';
  if (length <= 93 * DAY_MS) return 'day';
  if (length <= 366 * DAY_MS) return 'week';
  return 'month';
}

/** The range of the same length just before `range`, which the KPI cards compare against. */
export function previousRange(range: ReportRange): ReportRange {
  const length = range.end.getTime() - range.start.getTime();
  return { start: new Date(range.start.getTime() - length), end: range.start, timezone: range.timezone };
}

/** The change from `previous` to `current` in percent with one decimal; `null` when `previous` is zero. */
export function percentageChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** `part` of `total` in percent with one decimal. */
export function percentageOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}
