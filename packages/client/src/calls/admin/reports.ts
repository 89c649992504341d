import { type AdminReportResponse, adminReportResponseSchema, type ReportRangeQuery } from '../../contract';
import type { HttpClient } from '../../core/types';
import { pathSegment } from '../path-segment';

/** `GET admin/reports`: the admin dashboard's KPIs, plays chart, top lists and shares for one range. */
export function getAdminReport(http: HttpClient, query: ReportRangeQuery): Promise<AdminReportResponse> {
  return http.get('admin/reports', {
    params: { startDate: query.startDate, endDate: query.endDate, timezone: query.timezone },
    schema: adminReportResponseSchema,
    callName: 'GET admin/reports',
  });
}

/** The admin's catalogue sections that have insights, as they are named under `/admin` and `admin/` in the API. */
export type InsightsSection = 'tracks' | 'albums' | 'artists';

/**
 * `GET admin/{tracks|albums|artists}/{id}/insights`: the dashboard's report of one item's plays (an album's or an
 * artist's tracks) for a range.
 */
export function getCatalogueInsights(
  http: HttpClient,
  section: InsightsSection,
  id: number,
  range: ReportRangeQuery,
): Promise<AdminReportResponse> {
  return http.get(`admin/${section}/${pathSegment(id)}/insights`, {
    params: { startDate: range.startDate, endDate: range.endDate, timezone: range.timezone },
    schema: adminReportResponseSchema,
    callName: `GET admin/${section}/{id}/insights`,
  });
}
