import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';

/** How a background job's run ended. */
export const JOB_RUN_RESULTS = ['succeeded', 'failed'] as const;
export type JobRunResult = (typeof JOB_RUN_RESULTS)[number];

/** What started a run: the job's schedule, an instance starting, or an admin's "Run now". */
export const JOB_RUN_TRIGGERS = ['schedule', 'start', 'manual'] as const;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];

/** One row of `GET admin/logs/schedule`: one attempt of one background job. */
export const jobRunSchema = z.object({
  id: idSchema,
  name: z.string(),
  trigger: z.enum(JOB_RUN_TRIGGERS),
  /** 1 for the first attempt, 2 for the first retry, and so on. */
  attempt: z.int().check(z.positive()),
  started_at: dateTimeSchema,
  duration_ms: z.int().check(z.nonnegative()),
  result: z.enum(JOB_RUN_RESULTS),
  /** What the job said it did (trimmed); `null` when it failed. */
  output: z.nullable(z.string()),
  /** Why it failed (trimmed); `null` when it succeeded. */
  error: z.nullable(z.string()),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** A background job the server runs, which "Run now" can start. */
export const scheduledJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Its cron expression in UTC, or `null` for a job that only runs on request. */
  schedule: z.nullable(z.string()),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

/** Answer of `GET admin/logs/schedule`: one page of runs, newest first by default, and every job there is. */
export const scheduleLogResponseSchema = z.object({
  pagination: paginationSchema(jobRunSchema),
  jobs: z.array(scheduledJobSchema),
});
export type ScheduleLogResponse = z.infer<typeof scheduleLogResponseSchema>;

/** Answer of `POST admin/logs/schedule/{job}/run`: `queued` is `false` when a run was already waiting. */
export const runScheduledJobResponseSchema = z.object({ job: z.string(), queued: z.boolean() });
export type RunScheduledJobResponse = z.infer<typeof runScheduledJobResponseSchema>;
