import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The product as `pnpm start` runs it, on a free loopback port with a throwaway data directory. */
export interface RunningProduct {
  origin: string;
  adminEmail: string;
  adminPassword: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the built product (building what is stale first) and resolves once it answers on its port. Without
 * `dataDir` it runs on a throwaway one, removed on stop; a given one is the caller's, kept for the next start.
 */
export async function startProduct(
  repoRoot: string,
  { dataDir: ownDataDir }: { dataDir?: string } = {},
): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = ownDataDir ?? mkdtempSync(join(tmpdir(), 'tonearm-bench-web-'));
  const adminEmail = 'admin@tonearm.bench';
  const adminPassword = 'bench-admin-password';
  const child = spawn(process.execPath, ['apps/server/scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      // Links in mails and signed upload addresses; required in production, which a bench that built with Vite
      // in its own process has set for its children.
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/i.test(output)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`The product exited with ${code} before listening:\n${output}`)),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    adminEmail,
    adminPassword,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      if (ownDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
