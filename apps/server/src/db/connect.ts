import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { cacheStatements } from './pglite-statement-cache';
import * as schema from './schema';

/** The database, whichever engine runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` for the embedded engine in `DATA_DIR`, `postgres` for a server reached through `DATABASE_URL`. */
  engine: 'pglite' | 'postgres';
  /** Where a part that needs a connection of its own (locks, LISTEN) opens it. */
  source: DatabaseSource;
  close(): Promise<void>;
}

/**
 * What holds session state such as advisory locks and LISTEN: the embedded database (one connection, shared), or
 * the PostgreSQL server's URL, for connections kept apart from the pool.
 */
export type DatabaseSource = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string };

export interface DatabaseOptions {
  /** A PostgreSQL connection URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (in a `pglite` folder). */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Without JIT: compiling a plan costs 50-150 ms, more than the product's queries (the admin's reports over a
    // million plays included) take to run; PostgreSQL's cost threshold would compile them anyway.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection dropped by the server (a restart, a terminated backend) must not crash the process;
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`A PostgreSQL connection was lost: ${error.message}`));
    // Fail at boot, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Database,
      engine: 'postgres',
      source: { engine: 'postgres', url: options.databaseUrl },
      close: () => pool.end(),
    };
  }
  const directory = join(resolve(options.dataDir), 'pglite');
  await mkdir(directory, { recursive: true });
  // Search (catalogue/search) needs trigram similarity and accent folding.
  const client = await PGlite.create(directory, { extensions: { pg_trgm, unaccent } });
  cacheStatements(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    engine: 'pglite',
    source: { engine: 'pglite', client },
    close: () => client.close(),
  };
}
