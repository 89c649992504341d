// `pnpm bench:search`: seeds 100,000 tracks (with artists, albums, genres and lyrics) and times through the real HTTP
// app on loopback a mix of searches (exact names, prefixes, one-letter typos, several words, lyrics phrases), both
// as the navbar's instant results (`GET search`) and as a search page's tab (`GET search/tracks`). Prints p50 and
// p95 per kind of query and engine, and exits 1 when a p95 reaches the budget. BENCH_SEARCH_DATA_DIR keeps the
// seeded PGlite database in a folder and reuses it on the next run. To profile, BENCH_SEARCH_KINDS (such as
// `exact,prefix`) and BENCH_SEARCH_ENDPOINTS (`instant`, `tracks`) time only some of the mix, whose figures then
// say nothing of the budget: it is met by the whole mix.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../../apps/server/src/config/env';
import type { Database } from '../../apps/server/src/db/connect';
import { startServer } from '../../apps/server/src/server';
import { TestVisitor } from '../../apps/server/src/test-support/test-visitor';
import { startPostgresCluster } from '../bench-admin/postgres-cluster';
import { SEED, seedSearchData } from './seed';

const BUDGET_MS = 30;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);
const WARM_UP_RUNS = 1;
/**
 * Untimed passes over the whole mix before any timing: a fresh process runs its first few dozen searches several
 * times slower while V8 compiles PGlite's WebAssembly and the handlers, and the budget is for a running server.
 */
const PROCESS_WARM_UP_PASSES = Number(process.env.BENCH_SEARCH_WARM_UP_PASSES ?? 2);
const ENGINES = (process.env.BENCH_SEARCH_ENGINES ?? 'pglite').split(',') as ('pglite' | 'postgres')[];
/** A folder where PGlite's seeded database is kept between runs (seeding takes minutes); a fresh one otherwise. */
const KEPT_DATA_DIR = process.env.BENCH_SEARCH_DATA_DIR;

/** What listeners type, by kind; every word is in the seeded catalogue (`seed.ts`). */
const QUERIES: Record<string, string[]> = {
  exact: ['Neon Harbor', 'Coastal Drift', 'love', 'midnight'],
  prefix: ['neo', 'harb', 'coas', 'thund'],
  'one-letter typo': ['coastel', 'neon harbr', 'midnigt', 'lanterm'],
  'several words': ['river night', 'golden highway', 'neon harbor midnight', 'wild ocean storm'],
  'lyrics phrase': [
    'lighthouse keeps its promise',
    'salt on the window',
    'call me home when the morning comes',
  ],
};

const ENDPOINTS = {
  'instant results (GET search)': (query: string) => `/api/v1/search?query=${encodeURIComponent(query)}`,
  'tracks tab (GET search/tracks)': (query: string) =>
    `/api/v1/search/tracks?query=${encodeURIComponent(query)}`,
};

/** Whether `name` starts with one of the comma-separated entries of `variable`; any name when it is unset. */
const chosen = (variable: string | undefined, name: string) =>
  !variable || variable.split(',').some((entry) => name.startsWith(entry.trim()));

interface Figure {
  engine: string;
  endpoint: string;
  kind: string;
  durations: number[];
  /** The process's CPU time per request: with PGlite in the process, what the request cost without waiting for a
   * core, which a busy machine adds to `durations`. */
  cpu: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Times `path` `RUNS` times after the warm-up; every answer must be 200. */
async function time(visitor: TestVisitor, path: string): Promise<{ durations: number[]; cpu: number[] }> {
  const durations: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const answer = await visitor.get(path);
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    if (run >= WARM_UP_RUNS) cpu.push((used.user + used.system) / 1000);
    if (answer.status !== 200)
      throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    if (run >= WARM_UP_RUNS) durations.push(elapsed);
    // A query timed while finding nothing would flatter the figures: each must find something.
    if (run === 0 && !JSON.stringify(answer.json).includes('"id":'))
      throw new Error(`GET ${path} found nothing in the seeded catalogue`);
  }
  return { durations, cpu };
}

/** Whether a kept database already holds the seeded catalogue. */
async function seeded(db: Database): Promise<boolean> {
  if (!KEPT_DATA_DIR) return false;
  const result = (await db.execute('SELECT count(*)::int AS tracks FROM tracks')) as unknown as {
    rows: { tracks: number }[];
  };
  return (result.rows[0]?.tracks ?? 0) >= SEED.tracks;
}

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'tonearm-bench-search-'));
  const webDist = join(root, 'web');
  await mkdir(webDist, { recursive: true });
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><!-- tonearm:bootstrap --></head></html>',
  );
  const cluster = engine === 'postgres' ? await startPostgresCluster() : null;
  const parsed = parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: engine === 'pglite' && KEPT_DATA_DIR ? KEPT_DATA_DIR : join(root, 'data'),
    WEB_DIST: webDist,
    DEMO_MUSIC: '0',
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const server = await startServer(parsed.env, { log: () => undefined });
  try {
    const seeding = performance.now();
    if (await seeded(server.services.db)) console.log(`${engine}: the catalogue kept in ${KEPT_DATA_DIR}`);
    else {
      await seedSearchData(server.services.db);
      console.log(
        `${engine}: seeded ${SEED.tracks.toLocaleString('en')} tracks, ${SEED.albums.toLocaleString('en')} albums and ${SEED.artists.toLocaleString('en')} artists in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
    }
    const guest = await new TestVisitor(server.url).open();
    for (let pass = 0; pass < PROCESS_WARM_UP_PASSES; pass += 1) {
      for (const path of Object.values(ENDPOINTS)) {
        for (const query of Object.values(QUERIES).flat()) await guest.get(path(query));
      }
    }
    const figures: Figure[] = [];
    for (const [endpoint, path] of Object.entries(ENDPOINTS)) {
      if (!chosen(process.env.BENCH_SEARCH_ENDPOINTS, endpoint)) continue;
      for (const [kind, queries] of Object.entries(QUERIES)) {
        if (!chosen(process.env.BENCH_SEARCH_KINDS, kind)) continue;
        const durations: number[] = [];
        const cpu: number[] = [];
        for (const query of queries) {
          const timed = await time(guest, path(query));
          durations.push(...timed.durations);
          cpu.push(...timed.cpu);
        }
        figures.push({ engine, endpoint, kind, durations, cpu });
      }
      const ofEndpoint = figures.filter((figure) => figure.endpoint === endpoint);
      figures.push({
        engine,
        endpoint,
        kind: 'all queries',
        durations: ofEndpoint.flatMap((figure) => figure.durations),
        cpu: ofEndpoint.flatMap((figure) => figure.cpu),
      });
    }
    return figures;
  } finally {
    await server.close();
    cluster?.stop();
    await rm(root, { recursive: true, force: true });
  }
}

const figures: Figure[] = [];
for (const engine of ENGINES) figures.push(...(await benchEngine(engine)));

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\n${RUNS} runs of each query after ${PROCESS_WARM_UP_PASSES} untimed passes over the mix and ${WARM_UP_RUNS} warm-up run; budget ${BUDGET_MS} ms at p95 (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)\n`,
);
const rows = figures.map((figure) => {
  const sorted = [...figure.durations].sort((a, b) => a - b);
  const cpu = [...figure.cpu].sort((a, b) => a - b);
  return { ...figure, p50: percentile(sorted, 50), p95: percentile(sorted, 95), cpu95: percentile(cpu, 95) };
});
console.table(
  rows.map((row) => ({
    engine: row.engine,
    endpoint: row.endpoint,
    queries: row.kind,
    p50: ms(row.p50),
    p95: ms(row.p95),
    'p95 CPU': row.engine === 'pglite' ? ms(row.cpu95) : '',
    within: row.p95 < BUDGET_MS ? 'yes' : 'NO',
  })),
);
const over = rows.filter((row) => row.p95 >= BUDGET_MS);
if (over.length > 0) {
  console.error(`${over.length} figure(s) at or over ${BUDGET_MS} ms at p95.`);
  process.exit(1);
}
