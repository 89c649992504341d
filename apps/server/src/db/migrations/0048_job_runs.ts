import type { Migration } from './migration';

/**
 * Every run of a background job (`src/jobs`), for the admin's schedule log: which job, when it started, how long it
 * took, whether it succeeded, what it said and why it failed. The log is paged newest first, for all jobs or for
 * one, and failed runs are looked for on their own, each through its own index at 100,000 rows and beyond.
 */
export const jobRuns: Migration = {
  id: '0048_job_runs',
  statements: [
    `CREATE TABLE job_runs (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      trigger text NOT NULL CHECK (trigger IN ('schedule', 'start', 'manual')),
      attempt integer NOT NULL CHECK (attempt >= 1),
      started_at timestamptz NOT NULL,
      duration_ms integer NOT NULL CHECK (duration_ms >= 0),
      result text NOT NULL CHECK (result IN ('succeeded', 'failed')),
      output text,
      error text
    )`,
    'CREATE INDEX job_runs_started_at_index ON job_runs (started_at DESC, id DESC)',
    'CREATE INDEX job_runs_name_started_at_index ON job_runs (name, started_at DESC, id DESC)',
    'CREATE INDEX job_runs_result_started_at_index ON job_runs (result, started_at DESC, id DESC)',
  ],
};
