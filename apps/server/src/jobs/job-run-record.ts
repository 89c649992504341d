import type { JobRunResult, JobRunTrigger } from '@tonearm/client/contract';
import type { Database } from '../db/connect';
import { jobRuns } from './job-runs-table';

/** The most of a run's output or error the log keeps; the start says what happened, the rest is cut. */
export const JOB_RUN_TEXT_LIMIT = 4000;

/** `text` cut to `limit` characters, ending in an ellipsis when something was cut. */
export function trimRunText(text: string, limit = JOB_RUN_TEXT_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** What the log says of a failure: the error's stack when it has one (it starts with the message). */
export function describeRunError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

export interface FinishedJobRun {
  name: string;
  trigger: JobRunTrigger;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  result: JobRunResult;
  output: string | null;
  error: string | null;
}

/** Adds one finished run to the schedule log, its texts trimmed. */
export async function recordJobRun(db: Database, run: FinishedJobRun): Promise<void> {
  await db.insert(jobRuns).values({
    name: run.name,
    trigger: run.trigger,
    attempt: run.attempt,
    started_at: run.startedAt,
    duration_ms: Math.max(0, Math.round(run.durationMs)),
    result: run.result,
    output: run.output === null ? null : trimRunText(run.output),
    error: run.error === null ? null : trimRunText(run.error),
  });
}
