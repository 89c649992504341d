import type { PGlite } from '@electric-sql/pglite';

/** The `db` pg-boss calls instead of opening a pool of its own: one method, pg's `query` answer shape. */
export interface JobQueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the embedded database's one connection. A statement with parameters goes through `query` (one
 * statement, its own implicit transaction). Text without parameters may be several statements, and pg-boss's
 * maintenance and schema plans open their own `BEGIN … COMMIT` in it: that runs inside one PGlite transaction,
 * which holds the connection for the whole text and rolls back on a failure. Run through `exec` alone, a failure
 * between pg-boss's `BEGIN` and `COMMIT` would leave the shared connection in an aborted transaction, and the next
 * request's statement would fail in it.
 */
export function pgliteJobQueueDb(client: PGlite): JobQueueDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      return client.transaction(async (tx) => {
        const results = await tx.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      });
    },
  };
}
