// Runs the server's engine-dependent tests against a real PostgreSQL (Debian's `postgresql` package) instead of
// PGlite: a throwaway cluster on a private port, removed afterwards. Arguments go to vitest; file filters among them
// replace the selection.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineDependentTests } from './engine-dependent-tests.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const vitestArguments = process.argv.slice(2);
const filtersFiles = vitestArguments.some((argument) => !argument.startsWith('-'));
const testFiles = filtersFiles ? [] : engineDependentTests(resolve(repoRoot, 'apps/server/src'));

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
  if (!filtersFiles) console.log(`${testFiles.length} test files depend on the database engine`);
  const result = spawnSync(
    'pnpm',
    ['vitest', 'run', '--project', 'server', ...testFiles, ...vitestArguments],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: postgres.url },
    },
  );
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
