// `tsx scripts/bench-search/profile.ts [query…]`: profiles the instant results (`GET search`) on the database
// `pnpm bench:search` kept in BENCH_SEARCH_DATA_DIR, section by section (reading the query's words, ranking every
// type, loading each type's models), in CPU time over BENCH_SEARCH_RUNS runs, where wall time on a busy machine
// mostly measures the wait for a core. BENCH_SEARCH_EXPLAIN=1 also prints each statement's plan under
// EXPLAIN (ANALYZE, BUFFERS). Without queries it profiles the bench's exact names.
import { SEARCH_RESULTS_PER_TYPE } from '../../apps/server/src/catalogue/search/search-routes';
import { searchTermsOf } from '../../apps/server/src/catalogue/search/search-terms';
import { searchEveryType, searchType } from '../../apps/server/src/catalogue/search/type-search';
import { type DatabaseSource, openDatabase } from '../../apps/server/src/db/connect';

// The embedded engine's client, typed through the server's own import of it.
type PGlite = Extract<DatabaseSource, { engine: 'pglite' }>['client'];

const DATA_DIR = process.env.BENCH_SEARCH_DATA_DIR;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);
const EXPLAIN = process.env.BENCH_SEARCH_EXPLAIN === '1';
const queries =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['Neon Harbor', 'Coastal Drift', 'love', 'midnight'];

if (!DATA_DIR) throw new Error('Give BENCH_SEARCH_DATA_DIR, the folder `pnpm bench:search` seeded.');
const handle = await openDatabase({ dataDir: DATA_DIR });
if (handle.source.engine !== 'pglite') throw new Error('The profile reads the embedded database.');
const client: PGlite = handle.source.client;
const { db } = handle;

/** The statements run while `work` runs, as sent: text and parameters. */
async function recorded(work: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const seen: { text: string; params: unknown[] }[] = [];
  const recording = <Query extends PGlite['query']>(query: Query) =>
    ((text: string, params?: unknown[], options?: object) => {
      seen.push({ text, params: params ?? [] });
      return query(text, params, options);
    }) as Query;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = recording(query);
  // Searches run in a transaction of their own (type-search.ts), whose queries go through the transaction.
  client.transaction = ((callback) =>
    transaction((tx) => {
      tx.query = recording(tx.query.bind(tx));
      return callback(tx);
    })) as PGlite['transaction'];
  try {
    await work();
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return seen;
}

const cpuOf = async (work: () => Promise<unknown>) => {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`;
};

for (const query of queries) {
  const sections = new Map<string, number[]>();
  const add = (name: string, value: number) => sections.set(name, [...(sections.get(name) ?? []), value]);
  for (let run = 0; run <= RUNS; run += 1) {
    let ids = {} as Awaited<ReturnType<typeof searchEveryType>>;
    const timings: [string, number][] = [];
    // The words alone, as the search reads them first in its transaction.
    timings.push(['words', await cpuOf(() => searchTermsOf(db, query))]);
    timings.push([
      'settings, words, every type',
      await cpuOf(async () => {
        ids = await searchEveryType(db, query, SEARCH_RESULTS_PER_TYPE);
      }),
    ]);
    for (const type of Object.keys(ids) as (keyof typeof ids)[]) {
      timings.push([
        `load ${type} (${ids[type].length})`,
        await cpuOf(() => searchType(db, type, query).load(ids[type])),
      ]);
    }
    // The first run warms the statement cache, as the bench's warm-up run does.
    if (run > 0) for (const [name, value] of timings) add(name, value);
  }
  console.log(`\n${query}`);
  let total = 0;
  for (const [name, values] of sections) {
    total += values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(`  ${name.padEnd(28)} ${summary(values)}`);
  }
  console.log(`  ${'sum of means'.padEnd(28)} ${total.toFixed(2)} ms`);
  if (EXPLAIN) {
    const statements = await recorded(() => searchEveryType(db, query, SEARCH_RESULTS_PER_TYPE));
    for (const statement of statements.filter((s) => /^\s*(WITH|\(?SELECT)/i.test(s.text))) {
      await client.query('SET plan_cache_mode = force_custom_plan');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
        statement.params,
      );
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      // Planning is part of every search's cost (each is planned for its own query): the least of a few runs,
      // without per-node timing, is the figure least disturbed by a busy machine.
      const times = { planning: [] as number[], execution: [] as number[] };
      for (let run = 0; run < 10; run += 1) {
        const summary = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) ${statement.text}`,
          statement.params,
        );
        for (const { 'QUERY PLAN': line } of summary.rows) {
          const found = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line);
          if (found?.[1] === 'Planning') times.planning.push(Number(found[2]));
          if (found?.[1] === 'Execution') times.execution.push(Number(found[2]));
        }
      }
      // Each top-level branch's inclusive time (the all-types statement has one per type), least of a few runs.
      const branches = new Map<string, number>();
      for (let run = 0; run < 5; run += 1) {
        const timed = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE) ${statement.text}`,
          statement.params,
        );
        for (const { 'QUERY PLAN': line } of timed.rows) {
          const found = /^ {8}-> {2}Subquery Scan on (\w+) .*actual time=[\d.]+\.\.([\d.]+)/.exec(line);
          if (found?.[1] && found[2])
            branches.set(
              found[1],
              Math.min(branches.get(found[1]) ?? Number.POSITIVE_INFINITY, Number(found[2])),
            );
        }
      }
      if (branches.size > 0)
        console.log([...branches].map(([name, time]) => `${name} ${time.toFixed(2)} ms`).join(', '));
      console.log(
        `least of 10: planning ${Math.min(...times.planning).toFixed(2)} ms, execution ${Math.min(...times.execution).toFixed(2)} ms`,
      );
    }
  }
}
await handle.close();
