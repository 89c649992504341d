// `node scripts/bench-budget.mjs` (`pnpm --filter @tonearm/server bench:budget`): the throughput budget of
// `GET users/me` on the embedded database (issue #26: 2,000 requests/s and p99 under 50 ms at 50 connections).
// It fails only when the machine measured steadily: the bare handler's runs and the server's runs must each agree
// within STEADY_SPREAD. On a machine shared with other work they do not (single runs moved 5x between minutes while
// this was written), and then the figures are printed with a note that the budget was not checked.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET = { rps: 2000, p99Ms: 50 };
/** Largest run over smallest run, for each target, below which the machine counts as steady. */
const STEADY_SPREAD = 1.15;

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = mkdtempSync(join(tmpdir(), 'tonearm-bench-budget-'));
const json = join(folder, 'bench.json');
try {
  const bench = spawnSync(process.execPath, [join(serverRoot, 'scripts/bench.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_DATABASES: 'pglite',
      BENCH_ONLY: 'users/me',
      BENCH_RUNS: process.env.BENCH_RUNS ?? '5',
      BENCH_JSON: json,
    },
  });
  if (bench.status !== 0) process.exit(bench.status ?? 1);
  const { raw } = JSON.parse(readFileSync(json, 'utf8')).pglite;
  const spread = (runs) => Math.max(...runs.map((run) => run.rps)) / Math.min(...runs.map((run) => run.rps));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bare = raw['bare handler (same JSON)'];
  const me = raw['GET users/me'];
  const rps = median(me.map((run) => run.rps));
  const p99 = median(me.map((run) => run.p99));
  const steady = spread(bare) <= STEADY_SPREAD && spread(me) <= STEADY_SPREAD;
  const within = rps >= BUDGET.rps && p99 < BUDGET.p99Ms;
  console.log(
    `GET users/me on PGlite: ${rps} requests/s, p99 ${p99.toFixed(1)} ms (budget ${BUDGET.rps} requests/s, ` +
      `p99 under ${BUDGET.p99Ms} ms); runs spread ${spread(me).toFixed(2)}x, bare handler ${spread(bare).toFixed(2)}x.`,
  );
  if (!steady) {
    console.log(
      `Not checked: the runs differ by more than ${STEADY_SPREAD}x, so the machine is busy with other work and a ` +
        'failure would say nothing about the server. Run it again on a quiet machine.',
    );
  } else if (!within) {
    console.error('Over budget.');
    process.exitCode = 1;
  } else {
    console.log('Within budget.');
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
