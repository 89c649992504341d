import { rm } from 'node:fs/promises';
import pg from 'pg';
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs';
import { createPostgresDatabase } from '../../test-support/postgres-database';
import { type S3TestServer, startS3TestServer } from '../../test-support/s3-test-server';
import { buildServer } from '../../uploads/faults/killable-server';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import { ServerInstance } from './server-instance';

export const ADMIN_EMAIL = 'scale-admin@example.com';
export const ADMIN_PASSWORD = 'scale-out admin password';

/** Two instances on one PostgreSQL and one bucket, behind a round-robin proxy that is their public address. */
export interface TwoInstances {
  proxy: RoundRobinProxy;
  instances: [ServerInstance, ServerInstance];
  s3: S3TestServer;
  /** Runs SQL on the database both instances share, as an operator's `psql` would. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/**
 * Starts what several machines would share, then the instances. A running PostgreSQL is reused when
 * `TEST_DATABASE_URL` names one (as `test:postgres` sets); otherwise a throwaway cluster is started and removed.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const given = process.env.TEST_DATABASE_URL;
    const cluster = given ? null : await startThrowawayPostgres();
    if (cluster) cleanups.push(() => cluster.stop());
    const [database, s3, build] = await Promise.all([
      createPostgresDatabase(given ?? cluster?.url ?? ''),
      startS3TestServer(),
      buildServer(),
    ]);
    cleanups.push(() => s3.stop());
    cleanups.push(() => database.drop());
    cleanups.push(() => rm(build, { recursive: true, force: true }));

    const shared: Record<string, string> = {
      DATABASE_URL: database.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...s3.env,
    };
    const first = await ServerInstance.create('a', build, shared);
    const second = await ServerInstance.create('b', build, shared);
    const proxy = await startRoundRobinProxy([first.url, second.url]);
    cleanups.push(() => proxy.close());
    // Links in mails and signed URLs name the public address, the balancer's.
    for (const instance of [first, second]) {
      instance.publicAt(proxy.url);
      cleanups.push(() => instance.stop());
    }
    // The first start migrates and seeds; the second finds both done (the migrations also take a lock).
    await first.start();
    await second.start();

    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => pool.end());
    return {
      proxy,
      instances: [first, second],
      s3,
      async query<Row>(text: string, values: unknown[] = []) {
        return (await pool.query(text, values)).rows as Row[];
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
