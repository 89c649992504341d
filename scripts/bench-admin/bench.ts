// `pnpm bench:admin`: seeds 100,000 users and 1,000,000 plays, then times through the real HTTP app on loopback the
// admin dashboard over the last 12 months and a filtered, sorted page of the users list, on PGlite and on a throwaway
// PostgreSQL cluster. Prints p50 and p95 per figure and exits 1 when one is over the budget.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, parseEnv } from '../../apps/server/src/config/env';
import { startServer } from '../../apps/server/src/server';
import { TestVisitor } from '../../apps/server/src/test-support/test-visitor';
import { encodeListFilters } from '../../packages/client/src/rules';
import { startPostgresCluster } from './postgres-cluster';
import { SEED, seedBenchData } from './seed';

const BUDGET_MS = 100;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 10);
// Each counted run asks for a range of its own (a second apart), so none is answered from the report cache.
const COUNTED_RUNS = Number(process.env.BENCH_ADMIN_COUNTED_RUNS ?? 3);
const WARM_UP_RUNS = 2;
const ENGINES = (process.env.BENCH_ADMIN_ENGINES ?? 'pglite,postgres').split(',') as (
  | 'pglite'
  | 'postgres'
)[];

interface Figure {
  engine: string;
  measure: string;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Times `path(run)` `runs` times after `warmUp` unmeasured requests; every answer must be 200. */
async function time(visitor: TestVisitor, path: (run: number) => string, runs: number, warmUp: number) {
  const durations: number[] = [];
  for (let run = 0; run < warmUp + runs; run += 1) {
    const started = performance.now();
    const answer = await visitor.get(path(run));
    const elapsed = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`GET ${path(run)} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    if (run >= warmUp) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}

/**
 * The dashboard's "Last 12 months" in UTC: from the day after today a year ago to the coming midnight; `shift`
 * seconds later for a range the report cache has not seen.
 */
function last12Months(shift = 0, now = new Date()) {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const start = new Date(
    Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, shift),
  );
  const query = new URLSearchParams({
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    timezone: 'UTC',
  });
  return `/api/v1/admin/reports?${query}`;
}

// Verified accounts created in the last year, newest first: a filter and a sort over the whole table.
const usersQuery = new URLSearchParams({
  page: '1',
  perPage: '15',
  orderBy: 'created_at',
  orderDir: 'desc',
  filters: encodeListFilters([
    { key: 'email_verified', operator: '=', value: true },
    {
      key: 'created_at',
      operator: 'between',
      value: { start: new Date(Date.now() - 365 * 86_400_000).toISOString(), end: new Date().toISOString() },
    },
  ]),
});

async function benchEngine(engine: 'pglite' | 'postgres'): Promise<Figure[]> {
  const root = await mkdtemp(join(tmpdir(), 'tonearm-bench-admin-'));
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
    DATA_DIR: join(root, 'data'),
    WEB_DIST: webDist,
    DEMO_MUSIC: '0',
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const server = await startServer(parsed.env, { log: () => undefined });
  try {
    const seeding = performance.now();
    await seedBenchData(server.services.db);
    console.log(
      `${engine}: seeded ${SEED.users.toLocaleString('en')} users and ${SEED.plays.toLocaleString('en')} plays in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const admin = await new TestVisitor(server.url).open();
    const login = await admin.post('/auth/login', {
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
      remember: false,
    });
    if (login.status !== 200) throw new Error(`Signing in answered ${login.status}`);
    const counted = await time(admin, (run) => last12Months(run + 1), COUNTED_RUNS, 1);
    const cached = await time(admin, () => last12Months(), RUNS, WARM_UP_RUNS);
    const users = await time(admin, () => `/api/v1/admin/users?${usersQuery}`, RUNS, WARM_UP_RUNS);
    return [
      { engine, measure: `dashboard, 12 months, counted (${COUNTED_RUNS} runs)`, ...counted },
      { engine, measure: `dashboard, 12 months, from the cache`, ...cached },
      { engine, measure: 'users page, filtered and sorted', ...users },
    ];
  } finally {
    await server.close();
    cluster?.stop();
    await rm(root, { recursive: true, force: true });
  }
}

const figures: Figure[] = [];
for (const engine of ENGINES) figures.push(...(await benchEngine(engine)));

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`\n${RUNS} runs each after ${WARM_UP_RUNS} warm-up runs unless said; budget ${BUDGET_MS} ms\n`);
console.table(
  figures.map((figure) => ({
    engine: figure.engine,
    measure: figure.measure,
    p50: ms(figure.p50),
    p95: ms(figure.p95),
    within: figure.p95 <= BUDGET_MS ? 'yes' : 'NO',
  })),
);
const over = figures.filter((figure) => figure.p95 > BUDGET_MS);
if (over.length > 0) {
  console.error(`${over.length} figure(s) over ${BUDGET_MS} ms at p95.`);
  process.exit(1);
}
