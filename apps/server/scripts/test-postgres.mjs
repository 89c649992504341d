// Runs the server's API tests against a real PostgreSQL (Debian's `postgresql` package) instead of PGlite:
// a throwaway cluster on a private port, removed afterwards.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

let postgres;
try {
  postgres = await startThrowawayPostgres();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
let status = 1;
try {
  console.log(`PostgreSQL running at ${postgres.url}`);
  const result = spawnSync(
    'pnpm',
    ['vitest', 'run', '--project', 'unit', 'apps/server/src', ...process.argv.slice(2)],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } },
  );
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
