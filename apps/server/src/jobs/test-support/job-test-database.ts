import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/connect';
import { migrate } from '../../db/migrate';
import { copySeededDatabase } from '../../test-support/database-template';
import { createPostgresDatabase } from '../../test-support/postgres-database';
import { jobQueueConnection } from '../job-queue-connection';
import type { JobQueueConnection } from '../job-runner';

export interface JobTestDatabase {
  database: DatabaseHandle;
  /** The queue's connection to the same database; on PostgreSQL each runner opens its own pool from it. */
  connection: JobQueueConnection;
  close(): Promise<void>;
}

/**
 * A migrated database of its own on the engine the suite runs on: a copy of the seeded PGlite template, or a fresh
 * database on the PostgreSQL of `test:postgres` (TEST_DATABASE_URL).
 */
export async function openJobTestDatabase(): Promise<JobTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    const database = await openDatabase({ databaseUrl: created.url, dataDir: tmpdir() });
    await migrate(database.db);
    return {
      database,
      connection: { engine: 'postgres', url: created.url },
      async close() {
        await database.close();
        await created.drop();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tonearm-jobs-test-'));
  await copySeededDatabase(dataDir);
  const database = await openDatabase({ dataDir });
  return {
    database,
    connection: jobQueueConnection(database, undefined),
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `check` answers true, looking every 50 ms; fails after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The rows of a raw statement a test reads (pg-boss's own tables, query plans). */
export async function rowsOf<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}
