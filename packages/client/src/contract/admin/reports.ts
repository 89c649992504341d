import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from '../primitives';

/** The query of `GET admin/reports`: a range of instants, read in an IANA timezone. */
export interface ReportRangeQuery {
  /** The range's first instant, ISO 8601 with an offset. */
  startDate: string;
  /** The instant the range ends at (not included), ISO 8601 with an offset. */
  endDate: string;
  /** The IANA timezone the buckets of the plays chart follow (`Europe/Berlin`). */
  timezone: string;
}

/** The KPI cards of the dashboard, in the order they are shown. */
export const REPORT_KPI_NAMES = ['new_users', 'new_tracks', 'new_artists', 'new_albums', 'plays'] as const;
export type ReportKpiName = (typeof REPORT_KPI_NAMES)[number];

/** One KPI card: the count in the range and in the preceding range of the same length. */
export const reportKpiSchema = z.object({
  name: z.enum(REPORT_KPI_NAMES),
  current: z.int().check(z.nonnegative()),
  previous: z.int().check(z.nonnegative()),
  /** `(current - previous) / previous` in percent, one decimal; `null` when there was nothing before. */
  change: z.nullable(z.number()),
});
export type ReportKpi = z.infer<typeof reportKpiSchema>;

/** How long each point of the plays chart is; follows the length of the range. */
export const reportGranularitySchema = z.enum(['hour', 'day', 'week', 'month']);
export type ReportGranularity = z.infer<typeof reportGranularitySchema>;

/** One point of the plays chart: the plays from `start` until `end`, zero when there were none. */
export const reportBucketSchema = z.object({
  start: dateTimeSchema,
  end: dateTimeSchema,
  value: z.int().check(z.nonnegative()),
});
export type ReportBucket = z.infer<typeof reportBucketSchema>;

const namedSchema = z.object({ id: idSchema, name: z.string() });

/** A track, artist or album among the most played, with what its row shows and links to. */
export const reportTopItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Cover or portrait URL. */
  image: z.nullable(z.string()),
  /** The track's or album's artists; empty for an artist. */
  artists: z.array(namedSchema),
  plays: z.int().check(z.nonnegative()),
});
export type ReportTopItem = z.infer<typeof reportTopItemSchema>;

/** A listener among those who played most; `id` is `null` for the row that gathers every guest's plays. */
export const reportListenerSchema = z.object({
  id: z.nullable(idSchema),
  name: z.nullable(z.string()),
  image: z.nullable(z.string()),
  plays: z.int().check(z.nonnegative()),
});
export type ReportListener = z.infer<typeof reportListenerSchema>;

/**
 * One slice of a share: a device type (`desktop`, `mobile`…), browser, platform or ISO country code; `null` is
 * "unknown" (an agent or country that was not told).
 */
export const reportShareSchema = z.object({
  label: z.nullable(z.string()),
  plays: z.int().check(z.nonnegative()),
  /** Share of the range's plays, 0 to 100 with one decimal. */
  percentage: z.number().check(z.gte(0), z.lte(100)),
});
export type ReportShare = z.infer<typeof reportShareSchema>;

/** The answer of `GET admin/reports`: everything the admin dashboard shows for one range. */
export const adminReportResponseSchema = z.object({
  report: z.object({
    range: z.object({
      start: dateTimeSchema,
      end: dateTimeSchema,
      timezone: z.string(),
      granularity: reportGranularitySchema,
    }),
    kpis: z.array(reportKpiSchema),
    plays: z.object({ total: z.int().check(z.nonnegative()), buckets: z.array(reportBucketSchema) }),
    /** At most 30 each, most played first. */
    tracks: z.array(reportTopItemSchema),
    artists: z.array(reportTopItemSchema),
    albums: z.array(reportTopItemSchema),
    listeners: z.array(reportListenerSchema),
    /** At most 5 device types, 8 browsers, 5 platforms and 10 countries, most plays first. */
    devices: z.array(reportShareSchema),
    browsers: z.array(reportShareSchema),
    platforms: z.array(reportShareSchema),
    countries: z.array(reportShareSchema),
  }),
});
export type AdminReportResponse = z.infer<typeof adminReportResponseSchema>;
export type AdminReport = AdminReportResponse['report'];
