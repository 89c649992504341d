// `tsx scripts/bench-search/sql.ts "<statement>"`: runs one statement against the database `pnpm bench:search`
// kept in BENCH_SEARCH_DATA_DIR and prints its rows, to look into the seeded catalogue while profiling.
import { openDatabase } from '../../apps/server/src/db/connect';

const DATA_DIR = process.env.BENCH_SEARCH_DATA_DIR;
if (!DATA_DIR) throw new Error('Give BENCH_SEARCH_DATA_DIR, the folder `pnpm bench:search` seeded.');
const handle = await openDatabase({ dataDir: DATA_DIR });
if (handle.source.engine !== 'pglite') throw new Error('This reads the embedded database.');
for (const statement of process.argv.slice(2)) {
  const started = performance.now();
  const result = await handle.source.client.query(statement);
  console.table(result.rows);
  console.log(`${(performance.now() - started).toFixed(2)} ms`);
}
await handle.close();
