/** How a failed run is tried again: up to `limit` more times, `delaySeconds` apart, doubling with `backoff`. */
export interface JobRetryPolicy {
  limit: number;
  delaySeconds: number;
  /** Doubles the delay after each failure (pg-boss adds jitter). */
  backoff: boolean;
}

/** Retries when a job says nothing else: twice, a minute then about two minutes later. */
export const DEFAULT_JOB_RETRY: JobRetryPolicy = { limit: 2, delaySeconds: 60, backoff: true };

/** How long one attempt may take before it counts as failed, when a job says nothing else. */
export const DEFAULT_JOB_TIMEOUT_SECONDS = 15 * 60;

/** A piece of background work the server runs once across every instance, on a schedule and on request. */
export interface JobDefinition {
  /** Unique name: lowercase letters, digits and dashes (`abandoned-uploads`); the log and "Run now" use it. */
  name: string;
  /** What it does, for the operator reading the log. */
  description: string;
  /** A cron expression (five fields, UTC) for scheduled runs; leave it out for a job that only runs on request. */
  schedule?: string;
  /** Queue a run when an instance starts (instances starting together queue one). @default false */
  runAtStart?: boolean;
  /** @default DEFAULT_JOB_RETRY */
  retry?: JobRetryPolicy;
  /** @default DEFAULT_JOB_TIMEOUT_SECONDS */
  timeoutSeconds?: number;
  /** Does the work; answers a line for the log saying what it did. A throw fails the run and retries it. */
  run(): Promise<string>;
}

/** A job name as `POST admin/logs/schedule/{job}/run` and the queue accept it. */
export const JOB_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
