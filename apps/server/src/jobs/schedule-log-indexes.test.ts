import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobTestDatabase, openJobTestDatabase, rowsOf } from './test-support/job-test-database';

/**
 * The schedule log's pages at 100,000 runs: the planner reads each page through an index of migration 0048 in the
 * order it shows, instead of sorting every run.
 */
let test: JobTestDatabase;

beforeAll(async () => {
  test = await openJobTestDatabase();
  await test.database.db.execute(
    sql.raw(`INSERT INTO job_runs (name, trigger, attempt, started_at, duration_ms, result, output)
      SELECT 'job-' || (n % 7), 'schedule', 1, now() - n * interval '1 minute', n % 1000,
        CASE WHEN n % 500 = 0 THEN 'failed' ELSE 'succeeded' END, 'Did ' || n
      FROM generate_series(1, 100000) AS n`),
  );
  await test.database.db.execute(sql.raw('ANALYZE job_runs'));
}, 120_000);
afterAll(() => test?.close());

async function planOf(where: string): Promise<string> {
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(
    test.database.db,
    `EXPLAIN SELECT * FROM job_runs ${where} ORDER BY started_at DESC, id DESC LIMIT 15 OFFSET 30`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the schedule log at 100,000 runs', () => {
  it.each([
    ['every run', '', 'job_runs_started_at_index'],
    ["one job's runs", "WHERE name = 'job-3'", 'job_runs_name_started_at_index'],
    ['the failed runs', "WHERE result = 'failed'", 'job_runs_result_started_at_index'],
  ])('reads a page of %s through its index, without sorting', async (_what, where, index) => {
    const plan = await planOf(where);
    expect(plan).toContain(`Index Scan using ${index}`);
    expect(plan).not.toContain('Sort');
  });
});
