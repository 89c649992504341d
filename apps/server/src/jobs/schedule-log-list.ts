import { JOB_RUN_RESULTS, type JobRun } from '@tonearm/client/contract';
import { and, count, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { containsPattern, type ListDefinition, listFilter } from '../admin/list';
import type { Database } from '../db/connect';
import { JOB_NAME_PATTERN } from './job-definition';
import { type JobRunRow, jobRuns } from './job-runs-table';

const jobName = z
  .string()
  .max(100)
  .regex(JOB_NAME_PATTERN, 'A job name is lowercase words joined by dashes.');

/**
 * `GET admin/logs/schedule`: newest first; searched in the job's name and output; filtered by job, result and when
 * it started. The default order and each filter with it follow an index of migration 0048.
 */
export const scheduleLogDefinition: ListDefinition = {
  sorts: {
    started_at: sql`${jobRuns.started_at}`,
    duration_ms: sql`${jobRuns.duration_ms}`,
    name: sql`${jobRuns.name}`,
  },
  defaultSort: { key: 'started_at', dir: 'desc' },
  search: (text) =>
    or(ilike(jobRuns.name, containsPattern(text)), ilike(jobRuns.output, containsPattern(text))) as SQL,
  filters: {
    name: listFilter({
      operators: ['=', '!='],
      value: jobName,
      where: (operator, value): SQL => (operator === '=' ? eq(jobRuns.name, value) : ne(jobRuns.name, value)),
    }),
    result: listFilter({
      operators: ['='],
      value: z.enum(JOB_RUN_RESULTS),
      where: (_, value): SQL => eq(jobRuns.result, value),
    }),
    started_at: listFilter({
      operators: ['between'],
      value: z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
      where: (_, value): SQL =>
        and(
          gte(jobRuns.started_at, new Date(value.start)),
          lte(jobRuns.started_at, new Date(value.end)),
        ) as SQL,
    }),
  },
  tieBreaker: sql`${jobRuns.id}`,
};

/** A run as the schedule log answers it. */
export function jobRunPayload(row: JobRunRow): JobRun {
  return {
    id: row.id,
    name: row.name,
    trigger: row.trigger,
    attempt: row.attempt,
    started_at: row.started_at.toISOString(),
    duration_ms: row.duration_ms,
    result: row.result,
    output: row.output,
    error: row.error,
  };
}

/** How many runs match `where`. */
export async function countJobRuns(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobRuns).where(where);
  return row?.value ?? 0;
}
