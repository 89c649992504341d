import type { PGlite } from '@electric-sql/pglite';
import { JOB_RUN_TRIGGERS, type JobRunTrigger } from '@tonearm/client/contract';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connect';
import {
  DEFAULT_JOB_RETRY,
  DEFAULT_JOB_TIMEOUT_SECONDS,
  JOB_NAME_PATTERN,
  type JobDefinition,
} from './job-definition';
import { describeRunError, recordJobRun, trimRunText } from './job-run-record';
import { pgliteJobQueueDb } from './pglite-job-queue-db';

/**
 * Where the queue lives: the embedded database's one connection, or a PostgreSQL server, which pg-boss reaches
 * through a small pool of its own so a long job never holds a connection the requests need.
 */
export type JobQueueConnection = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string };

/** How often the runner looks for work; tests shorten them, production keeps the defaults. */
export interface JobRunnerTiming {
  /** How often an idle instance looks for a queued run of each job ("Run now" wakes it at once). @default 5 */
  pollingIntervalSeconds: number;
  /** How often an instance checks which schedules are due; one instance does it per interval. @default 30 */
  cronMonitorIntervalSeconds: number;
  /** How often due scheduled runs are moved into their job's queue. @default 5 */
  cronWorkerIntervalSeconds: number;
}

const DEFAULT_TIMING: JobRunnerTiming = {
  pollingIntervalSeconds: 5,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
};

/** Connections pg-boss may hold on PostgreSQL: its pollers and one job running at a time per job. */
const JOB_QUEUE_POOL_SIZE = 4;

export interface JobRunnerOptions {
  connection: JobQueueConnection;
  /** Where each run is recorded (`job_runs`). */
  db: Database;
  /** The clock the runs' start times are read from. */
  now(): Date;
  /** Where the queue's own failures go (a lost connection, a failed poll). */
  onError(error: unknown): void;
  timing?: Partial<JobRunnerTiming>;
}

/** A job as the schedule log lists it. */
export interface JobSummary {
  name: string;
  description: string;
  /** Its cron expression (UTC), or `null` for a job that only runs on request. */
  schedule: string | null;
}

/** Runs the product's background jobs: each queued run is taken by one instance, scheduled runs are queued once. */
export interface JobRunner {
  /** Adds a job; every job is defined before `start`. */
  define(job: JobDefinition): void;
  /** The defined jobs, in the order they were defined. */
  jobs(): JobSummary[];
  /** Creates the queues and schedules, and starts working them. */
  start(): Promise<void>;
  /** Queues a run of `name` now; `false` when one is already waiting to run. */
  runNow(name: string): Promise<boolean>;
  /** Takes no more runs and waits up to `timeoutMs` for the runs in progress; one still going then is retried later. */
  stop(timeoutMs: number): Promise<void>;
}

interface JobData {
  trigger?: unknown;
}

const triggerOf = (data: JobData | null | undefined): JobRunTrigger =>
  JOB_RUN_TRIGGERS.find((trigger) => trigger === data?.trigger) ?? 'manual';

function queueOptions(job: JobDefinition): PgBoss.Queue {
  const retry = job.retry ?? DEFAULT_JOB_RETRY;
  return {
    name: job.name,
    // At most one run waiting and one running per job across every instance: a run asked for while one waits is
    // the same run, and two instances never run the same job at once.
    policy: 'stately',
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: job.timeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS,
  };
}

function createBoss(connection: JobQueueConnection, timing: JobRunnerTiming): PgBoss {
  const common = {
    schema: 'pgboss',
    cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds,
  };
  return connection.engine === 'postgres'
    ? new PgBoss({
        ...common,
        connectionString: connection.url,
        max: JOB_QUEUE_POOL_SIZE,
        application_name: 'tonearm-jobs',
      })
    : new PgBoss({ ...common, db: pgliteJobQueueDb(connection.client) });
}

/** A runner on pg-boss over `options.connection`; nothing runs until its jobs are defined and it starts. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const definitions = new Map<string, JobDefinition>();
  const boss = createBoss(options.connection, timing);
  boss.on('error', (error) => options.onError(error));
  const workers = new Map<string, string>();
  let starting: Promise<void> | undefined;

  async function runOnce(job: JobDefinition, queued: PgBoss.JobWithMetadata<JobData>) {
    const startedAt = options.now();
    const clock = performance.now();
    const run = {
      name: job.name,
      trigger: triggerOf(queued.data),
      attempt: queued.retryCount + 1,
      startedAt,
    };
    let output: string;
    try {
      output = await job.run();
    } catch (error) {
      await recordJobRun(options.db, {
        ...run,
        durationMs: performance.now() - clock,
        result: 'failed',
        output: null,
        error: describeRunError(error),
      }).catch(options.onError);
      // pg-boss retries it after the queue's delay, or marks it failed for good after the last attempt.
      throw error;
    }
    // The work is done: a log that cannot be written must not make the queue run it again.
    await recordJobRun(options.db, {
      ...run,
      durationMs: performance.now() - clock,
      result: 'succeeded',
      output,
      error: null,
    }).catch(options.onError);
    return { output: trimRunText(output) };
  }

  /**
   * Creates the job's queue unless it exists. Two instances creating it at the same moment can deadlock in
   * PostgreSQL (each attaches a partition to the job table); the one it aborts finds the queue made by the other.
   */
  async function createQueueOnce(name: string, queue: PgBoss.Queue, attempts = 3): Promise<void> {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, queue);
    } catch (error) {
      if (attempts <= 1) throw error;
      await createQueueOnce(name, queue, attempts - 1);
    }
  }

  async function startWorking() {
    await boss.start();
    for (const job of definitions.values()) {
      const queue = queueOptions(job);
      await createQueueOnce(job.name, queue);
      // A changed retry policy or timeout reaches a queue an earlier start created.
      await boss.updateQueue(job.name, queue);
      const workOptions = {
        pollingIntervalSeconds: timing.pollingIntervalSeconds,
        includeMetadata: true as const,
      };
      workers.set(
        job.name,
        await boss.work<JobData>(job.name, workOptions, async ([queued]) =>
          queued ? runOnce(job, queued) : undefined,
        ),
      );
      if (job.schedule) await boss.schedule(job.name, job.schedule, { trigger: 'schedule' });
      else await boss.unschedule(job.name);
      if (job.runAtStart) await boss.send(job.name, { trigger: 'start' });
    }
    // A schedule left by a job that no longer exists would queue runs no worker takes.
    for (const schedule of await boss.getSchedules()) {
      if (!definitions.has(schedule.name)) await boss.unschedule(schedule.name);
    }
  }

  return {
    define(job) {
      if (starting) throw new Error(`The job ${job.name} was defined after the runner started`);
      if (!JOB_NAME_PATTERN.test(job.name))
        throw new Error(`The job name ${job.name} is not lowercase-dashed`);
      if (definitions.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
      definitions.set(job.name, job);
    },
    jobs: () =>
      [...definitions.values()].map((job) => ({
        name: job.name,
        description: job.description,
        schedule: job.schedule ?? null,
      })),
    start() {
      starting ??= startWorking();
      return starting;
    },
    async runNow(name) {
      if (!definitions.has(name)) throw new Error(`No job is named ${name}`);
      const id = await boss.send(name, { trigger: 'manual' });
      const worker = workers.get(name);
      if (id !== null && worker) boss.notifyWorker(worker);
      return id !== null;
    },
    async stop(timeoutMs) {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
