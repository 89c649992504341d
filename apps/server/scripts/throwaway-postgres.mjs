// A throwaway PostgreSQL cluster (Debian's `postgresql` package) on a private loopback port, removed by `stop`:
// `test:postgres` runs the server's API suite on one, and the two-instance test shares one between its instances.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
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

/**
 * Starts a cluster with fsync off (a test's data need not survive a power cut) and answers its server URL and a
 * `stop` that removes it.
 * @returns {Promise<{ url: string; stop(): void }>}
 */
export async function startThrowawayPostgres() {
  const bin = postgresBin();
  const cluster = mkdtempSync(join(tmpdir(), 'tonearm-postgres-'));
  chmodSync(cluster, 0o777);
  const data = join(cluster, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // The cluster never started; there is nothing to stop.
    }
    rmSync(cluster, { recursive: true, force: true });
  };
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
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://tonearm@127.0.0.1:${port}/postgres`, stop };
}
