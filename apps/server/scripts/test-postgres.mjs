// Runs the server's API tests against a real PostgreSQL (Debian's `postgresql` package) instead of PGlite:
// a throwaway cluster on a private port, removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) {
    console.error('PostgreSQL is not installed: apt-get install -y postgresql');
    process.exit(1);
  }
  return bin;
}

function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

// initdb and postgres refuse to run as root; the package's own user runs them then.
const asRoot = process.getuid?.() === 0;
function run(command, args) {
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const bin = postgresBin();
const cluster = mkdtempSync(join(tmpdir(), 'tonearm-postgres-'));
chmodSync(cluster, 0o777);
const data = join(cluster, 'data');
const port = await freePort();
let status = 1;
try {
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'tonearm', '--no-sync']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(cluster, 'postgres.log'),
    '-o',
    `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
  console.log(`PostgreSQL running on 127.0.0.1:${port}`);
  const result = spawnSync(
    'pnpm',
    ['vitest', 'run', '--project', 'unit', 'apps/server/src', ...process.argv.slice(2)],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: `postgres://tonearm@127.0.0.1:${port}/postgres` },
    },
  );
  status = result.status ?? 1;
} finally {
  try {
    run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // The cluster never started; there is nothing to stop.
  }
  rmSync(cluster, { recursive: true, force: true });
}
process.exit(status);
