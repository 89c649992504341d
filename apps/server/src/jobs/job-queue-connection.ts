import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/connect';
import type { JobQueueConnection } from './job-runner';

/**
 * The queue's connection for the database the server opened: the same embedded PGlite (drizzle keeps its client
 * as `$client`), or the PostgreSQL server at `databaseUrl`.
 */
export function jobQueueConnection(
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
  databaseUrl: string | undefined,
): JobQueueConnection {
  if (database.engine === 'postgres') {
    if (!databaseUrl) throw new Error('The job queue needs DATABASE_URL to reach PostgreSQL');
    return { engine: 'postgres', url: databaseUrl };
  }
  const client = (database.db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('The embedded database has no PGlite client');
  return { engine: 'pglite', client };
}
