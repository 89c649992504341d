import { type AdminReportResponse, adminReportResponseSchema, type ReportRangeQuery } from '../../contract';
import type { HttpClient } from '../../core/types';

/** `GET admin/reports`: the admin dashboard's KPIs, plays chart, top lists and shares for one range. */
export function getAdminReport(http: HttpClient, query: ReportRangeQuery): Promise<AdminReportResponse> {
  return http.get('admin/reports', {
    params: { startDate: query.startDate, endDate: query.endDate, timezone: query.timezone },
    schema: adminReportResponseSchema,
    callName: 'GET admin/reports',
  });
}
