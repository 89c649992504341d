import { runScheduledJobResponseSchema, scheduleLogResponseSchema } from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const scheduleLogQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional().meta({ description: "Searched in the job's name and output." }),
  orderBy: z.enum(['started_at', 'duration_ms', 'name']).optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z.string().optional().meta({
    description:
      'URL-safe Base64 of a JSON array of {key, operator, value}: name (=, !=), result (= succeeded or failed), started_at (between).',
  }),
});

const tag = 'Admin: logs';

/** The schedule log (`/admin/logs/schedule`): reading needs `logs.view`, "Run now" `logs.update`. */
export const ADMIN_SCHEDULE_LOG_OPERATIONS: ApiOperation[] = [
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/admin/logs/schedule',
    summary:
      'One page of background job runs (name, start, duration, result, output, error), newest first, and every job with its schedule',
    query: scheduleLogQuery,
    response: scheduleLogResponseSchema,
  },
  {
    tag,
    access: { permission: 'logs.update' },
    method: 'post',
    path: '/api/v1/admin/logs/schedule/{job}/run',
    summary:
      'Queue a run of the job now; one instance takes it. `queued` is false when a run was already waiting (404 for an unknown job)',
    response: runScheduledJobResponseSchema,
    status: 202,
  },
];
