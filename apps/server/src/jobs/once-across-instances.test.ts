import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from './job-definition';
import { createJobRunner, type JobRunner } from './job-runner';
import { jobRuns } from './job-runs-table';
import {
  eventually,
  type JobTestDatabase,
  openJobTestDatabase,
  rowsOf,
} from './test-support/job-test-database';

/**
 * Two runners on one database, as two server instances would be. On `test:postgres` each has a pool of its own to
 * the one PostgreSQL (the deployment the README's "Beyond one machine" describes); on PGlite both share its
 * connection. Either way pg-boss takes each queued run with `FOR UPDATE SKIP LOCKED`, lets one instance per interval
 * look at the schedules and queues a cron tick once (`singletonKey` per minute).
 */
let test: JobTestDatabase;
const errors: unknown[] = [];
const ranOn: string[] = [];

beforeAll(async () => {
  test = await openJobTestDatabase();
}, 60_000);
afterAll(() => test?.close());

function instance(label: string): JobRunner {
  const runner = createJobRunner({
    connection: test.connection,
    db: test.database.db,
    now: () => new Date(),
    onError: (error) => errors.push(error),
    // Both instances look at the schedules every second and poll twice a second: many chances to run twice.
    timing: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
  });
  const job = (name: string, schedule?: string): JobDefinition => ({
    name,
    description: 'Counts its runs.',
    ...(schedule ? { schedule } : {}),
    async run() {
      ranOn.push(`${name} on ${label}`);
      return `Ran on ${label}.`;
    },
  });
  runner.define(job('every-minute', '* * * * *'));
  runner.define(job('on-request'));
  return runner;
}

const runsOf = async (name: string) =>
  (await test.database.db.select().from(jobRuns).where(eq(jobRuns.name, name))).length;

describe('two instances on one database', () => {
  it('run each scheduled tick once and each requested run once', async () => {
    // A minute's tick is one run; start far enough from the next minute that the test sees only this one.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 15) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 500));

    const first = instance('first');
    const second = instance('second');
    await Promise.all([first.start(), second.start()]);
    await eventually(async () => (await runsOf('every-minute')) >= 1, 'the scheduled run', 10_000);

    // Asked on one instance while both poll for it: one of them takes it.
    expect(await first.runNow('on-request')).toBe(true);
    await eventually(async () => (await runsOf('on-request')) >= 1, 'the requested run');

    // Several more schedule checks by each instance within the same minute.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await Promise.all([first.stop(2000), second.stop(2000)]);

    expect(await runsOf('every-minute')).toBe(1);
    expect(await runsOf('on-request')).toBe(1);
    expect(ranOn.filter((run) => run.startsWith('every-minute'))).toHaveLength(1);
    const rows = await rowsOf<{ count: number | string }>(
      test.database.db,
      "SELECT count(*) AS count FROM pgboss.schedule WHERE name = 'every-minute'",
    );
    expect(Number(rows[0]?.count)).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
