import { adminReportResponseSchema } from '@tonearm/client/contract';
import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

/** A report's range: the dashboard's and a catalogue item's insights. */
export const reportRangeQuery = z.object({
  startDate: z.iso.datetime({ offset: true }).meta({ description: 'First instant of the range.' }),
  endDate: z.iso.datetime({ offset: true }).meta({
    description: 'Instant the range ends at (not included); at most five years after startDate.',
  }),
  timezone: z.string().meta({ description: 'IANA timezone of the chart buckets, such as Europe/Berlin.' }),
});

/** The admin dashboard's report (`/admin`). */
export const ADMIN_REPORTS_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/v1/admin/reports',
    tag: 'Admin',
    summary:
      'The admin dashboard for a range: KPI cards against the preceding period, plays over time, top tracks, artists, albums and listeners, and the devices, browsers, platforms and countries of plays',
    access: { permission: ADMIN_ACCESS_PERMISSION },
    query: reportRangeQuery,
    response: adminReportResponseSchema,
  },
];
