import type { JobRunResult, JobRunTrigger } from '@tonearm/client/contract';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One run (one attempt) of a background job, for the schedule log (migration 0048). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    trigger: text('trigger').$type<JobRunTrigger>().notNull(),
    /** 1 for the first attempt, 2 for the first retry, and so on. */
    attempt: integer('attempt').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    duration_ms: integer('duration_ms').notNull(),
    result: text('result').$type<JobRunResult>().notNull(),
    /** What the job said it did, trimmed. */
    output: text('output'),
    /** Why it failed, trimmed. */
    error: text('error'),
  },
  (table) => [
    index('job_runs_started_at_index').on(table.started_at.desc(), table.id.desc()),
    index('job_runs_name_started_at_index').on(table.name, table.started_at.desc(), table.id.desc()),
    index('job_runs_result_started_at_index').on(table.result, table.started_at.desc(), table.id.desc()),
  ],
);
export type JobRunRow = typeof jobRuns.$inferSelect;
