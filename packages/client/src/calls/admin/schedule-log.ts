import {
  type RunScheduledJobResponse,
  runScheduledJobResponseSchema,
  type ScheduleLogResponse,
  scheduleLogResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { listQueryParams } from './admin-lists';

/** The resource of the schedule log. */
export const SCHEDULE_LOG_RESOURCE = 'admin/logs/schedule';

/** `GET admin/logs/schedule`: one page of background job runs (filters `name` and `result`) and the jobs. */
export function getScheduleLog(http: HttpClient, query: ListQuery): Promise<ScheduleLogResponse> {
  return http.get(SCHEDULE_LOG_RESOURCE, {
    params: listQueryParams(query),
    schema: scheduleLogResponseSchema,
    callName: 'GET admin/logs/schedule',
  });
}

/** `POST admin/logs/schedule/{job}/run`: queues a run of the job now. */
export function runScheduledJob(http: HttpClient, job: string): Promise<RunScheduledJobResponse> {
  return http.post(`${SCHEDULE_LOG_RESOURCE}/${pathSegment(job)}/run`, undefined, {
    schema: runScheduledJobResponseSchema,
    callName: 'POST admin/logs/schedule/{job}/run',
  });
}
