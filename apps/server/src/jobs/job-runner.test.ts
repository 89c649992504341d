import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from './job-definition';
import { JOB_RUN_TEXT_LIMIT } from './job-run-record';
import { createJobRunner, type JobRunner } from './job-runner';
import { jobRuns } from './job-runs-table';
import {
  eventually,
  type JobTestDatabase,
  openJobTestDatabase,
  rowsOf,
} from './test-support/job-test-database';

let test: JobTestDatabase;
let runner: JobRunner | undefined;
let errors: unknown[] = [];

beforeAll(async () => {
  test = await openJobTestDatabase();
}, 60_000);
afterEach(async () => {
  await runner?.stop(1000);
  runner = undefined;
  await test.database.db.delete(jobRuns);
  // Each test's queues start empty: what one test left queued must not run in the next.
  await test.database.db.execute(sql.raw('DELETE FROM pgboss.job'));
  expect(errors).toEqual([]);
  errors = [];
});
afterAll(() => test?.close());

async function startRunner(...jobs: JobDefinition[]): Promise<JobRunner> {
  runner = createJobRunner({
    connection: test.connection,
    db: test.database.db,
    now: () => new Date(),
    onError: (error) => errors.push(error),
    timing: { pollingIntervalSeconds: 0.5 },
  });
  for (const job of jobs) runner.define(job);
  await runner.start();
  return runner;
}

const runsOf = (name: string) =>
  test.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)).orderBy(asc(jobRuns.id));

/** A job whose runs wait until the test lets them finish. */
function heldJob(name: string) {
  const releases: (() => void)[] = [];
  let started = 0;
  const job: JobDefinition = {
    name,
    description: 'Waits to be let go.',
    run: () =>
      new Promise<string>((resolve) => {
        started += 1;
        releases.push(() => resolve(`run ${started}`));
      }),
  };
  return { job, started: () => started, release: () => releases.shift()?.() };
}

describe('the job runner', () => {
  it('runs a job asked for now and records its output, duration, trigger and attempt', async () => {
    const jobs = await startRunner({
      name: 'say-hello',
      description: 'Says hello.',
      run: async () => 'Said hello to 3 listeners.',
    });
    expect(await jobs.runNow('say-hello')).toBe(true);
    await eventually(async () => (await runsOf('say-hello')).length === 1, 'the run');
    const [run] = await runsOf('say-hello');
    expect(run).toMatchObject({
      trigger: 'manual',
      attempt: 1,
      result: 'succeeded',
      output: 'Said hello to 3 listeners.',
      error: null,
    });
    expect(run?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Math.abs((run?.started_at.getTime() ?? 0) - Date.now())).toBeLessThan(15_000);
  });

  it('records a failed attempt with its error, retries it after the delay, doubling it with backoff', async () => {
    let attempts = 0;
    await startRunner({
      name: 'flaky-export',
      description: 'Fails twice, then works.',
      retry: { limit: 2, delaySeconds: 10, backoff: true },
      async run() {
        attempts += 1;
        if (attempts < 3) throw new Error(`The export server refused attempt ${attempts}`);
        return 'Exported.';
      },
    });
    const waitingDelay = async () => {
      const rows = await rowsOf<{ state: string; wait: number }>(
        test.database.db,
        "SELECT state, extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job WHERE name = 'flaky-export'",
      );
      return rows[0];
    };
    // Past the delay, as far as the queue knows: the next attempt is due now.
    const dueNow = () =>
      test.database.db.execute(
        sql.raw("UPDATE pgboss.job SET start_after = now() WHERE name = 'flaky-export'"),
      );

    await runner?.runNow('flaky-export');
    await eventually(async () => (await waitingDelay())?.state === 'retry', 'the first retry');
    const first = await waitingDelay();
    // The first retry waits the delay to twice it (pg-boss adds up to as much again at random).
    expect(first?.wait).toBeGreaterThan(8);
    expect(first?.wait).toBeLessThanOrEqual(20);
    await dueNow();
    await eventually(async () => (await runsOf('flaky-export')).length === 2, 'the second attempt');
    await eventually(async () => (await waitingDelay())?.state === 'retry', 'the second retry');
    const second = await waitingDelay();
    expect(second?.wait).toBeGreaterThan(18);
    expect(second?.wait).toBeLessThanOrEqual(40);
    await dueNow();
    await eventually(async () => (await runsOf('flaky-export')).length === 3, 'the third attempt');

    const runs = await runsOf('flaky-export');
    expect(runs.map((run) => [run.attempt, run.result])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'succeeded'],
    ]);
    expect(runs[0]?.error).toContain('The export server refused attempt 1');
    expect(runs[0]?.output).toBeNull();
    expect(runs[2]?.output).toBe('Exported.');
  });

  it('gives up after the last retry and leaves the failure in the log', async () => {
    await startRunner({
      name: 'always-fails',
      description: 'Never works.',
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      async run() {
        throw new Error('No disk');
      },
    });
    await runner?.runNow('always-fails');
    await eventually(async () => (await runsOf('always-fails')).length === 1, 'the run');
    const rows = await rowsOf<{ state: string }>(
      test.database.db,
      "SELECT state FROM pgboss.job WHERE name = 'always-fails'",
    );
    expect(rows.map((row) => row.state)).toEqual(['failed']);
    expect((await runsOf('always-fails'))[0]).toMatchObject({ result: 'failed', attempt: 1 });
  });

  it('trims a long output to the log limit', async () => {
    await startRunner({ name: 'chatty', description: 'Says a lot.', run: async () => 'x'.repeat(10_000) });
    await runner?.runNow('chatty');
    await eventually(async () => (await runsOf('chatty')).length === 1, 'the run');
    const output = (await runsOf('chatty'))[0]?.output ?? '';
    expect(output).toHaveLength(JOB_RUN_TEXT_LIMIT);
    expect(output.endsWith('…')).toBe(true);
  });

  it('keeps one run waiting and one running per job: a third "Run now" joins the waiting one', async () => {
    const held = heldJob('held');
    const jobs = await startRunner(held.job);
    expect(await jobs.runNow('held')).toBe(true);
    await eventually(async () => held.started() === 1, 'the first run to start');
    expect(await jobs.runNow('held')).toBe(true);
    expect(await jobs.runNow('held')).toBe(false);
    // The waiting run does not start beside the running one.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(held.started()).toBe(1);
    held.release();
    await eventually(async () => held.started() === 2, 'the waiting run to start');
    held.release();
    await eventually(async () => (await runsOf('held')).length === 2, 'both runs recorded');
  });

  it('lets a run in progress finish and record itself when it stops', async () => {
    const held = heldJob('held-at-stop');
    const jobs = await startRunner(held.job);
    await jobs.runNow('held-at-stop');
    await eventually(async () => held.started() === 1, 'the run to start');
    setTimeout(() => held.release(), 300);
    await jobs.stop(5000);
    runner = undefined;
    expect((await runsOf('held-at-stop')).map((run) => run.result)).toEqual(['succeeded']);
  });

  it('queues a run at start for a job that asks for one, and schedules a job with a schedule', async () => {
    await startRunner({
      name: 'at-start',
      description: 'Runs when an instance starts.',
      schedule: '30 4 * * *',
      runAtStart: true,
      run: async () => 'Started.',
    });
    await eventually(async () => (await runsOf('at-start')).length === 1, 'the start run');
    expect((await runsOf('at-start'))[0]?.trigger).toBe('start');
    const rows = await rowsOf<{ cron: string }>(
      test.database.db,
      "SELECT cron FROM pgboss.schedule WHERE name = 'at-start'",
    );
    expect(rows).toEqual([{ cron: '30 4 * * *' }]);
  });

  it('refuses a job it does not know, a second job of one name, a name that is not dashed, and late jobs', async () => {
    const jobs = await startRunner({ name: 'known', description: 'Known.', run: async () => '' });
    await expect(jobs.runNow('unknown')).rejects.toThrow('No job is named unknown');
    expect(() => jobs.define({ name: 'late', description: 'Late.', run: async () => '' })).toThrow(
      'after the runner started',
    );
    const fresh = createJobRunner({
      connection: test.connection,
      db: test.database.db,
      now: () => new Date(),
      onError: (error) => errors.push(error),
    });
    fresh.define({ name: 'twice', description: 'Once.', run: async () => '' });
    expect(() => fresh.define({ name: 'twice', description: 'Twice.', run: async () => '' })).toThrow(
      'Two jobs are named twice',
    );
    expect(() => fresh.define({ name: 'Not Dashed', description: 'No.', run: async () => '' })).toThrow(
      'not lowercase-dashed',
    );
    expect(jobs.jobs()).toEqual([{ name: 'known', description: 'Known.', schedule: null }]);
  });
});
