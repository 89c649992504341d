import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverPackageRoot } from '../../config/paths';
import { copySeededDatabase } from '../../test-support/database-template';
import { createPostgresDatabase } from '../../test-support/postgres-database';
import { TEST_INDEX_HTML } from '../../test-support/test-web-dist';

const START_TIMEOUT_MS = 120_000;

/**
 * Builds the server once, as its own build does, inside its package (so its dependencies resolve): a restart then
 * costs the server's start-up and not a TypeScript compile of every module.
 */
export async function buildServer(): Promise<string> {
  const root = serverPackageRoot();
  const outDir = join(root, 'node_modules', '.cache', `tonearm-killable-${process.pid}-${Date.now()}`);
  await promisify(execFile)(join(root, 'node_modules', '.bin', 'tsup'), ['--out-dir', outDir, '--silent'], {
    cwd: root,
  });
  return outDir;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port.');
  return address.port;
}

/**
 * The server as `pnpm start` runs it (its built `main.js`), in a child process over one DATA_DIR and port, so a test can
 * kill it with SIGKILL mid-request and start it again on the same data, as a crash and a restart would.
 */
export class KillableServer {
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  #output = '';

  private constructor(
    readonly port: number,
    readonly root: string,
    private readonly build: string,
    private readonly env: Record<string, string>,
    private readonly dropDatabase: () => Promise<void>,
  ) {}

  static async create(): Promise<KillableServer> {
    const root = await mkdtemp(join(tmpdir(), 'tonearm-killable-'));
    const dataDir = join(root, 'data');
    const webDist = join(root, 'web');
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), TEST_INDEX_HTML);
    // On PostgreSQL (TEST_DATABASE_URL, as `test:postgres` sets) a restart does not reopen an embedded database.
    const serverUrl = process.env.TEST_DATABASE_URL;
    const [build, database] = await Promise.all([
      buildServer(),
      serverUrl ? createPostgresDatabase(serverUrl) : copySeededDatabase(dataDir).then(() => null),
    ]);
    const port = await freePort();
    // The uploads need no catalogue; generating the demo music would add seconds to the first start.
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO_MUSIC: '0',
      DATABASE_URL: database?.url ?? '',
    };
    return new KillableServer(port, root, build, env, database ? database.drop : async () => undefined);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Names the public address (`APP_URL`, which production requires) for the next start: the proxy in front. */
  publicAt(origin: string): void {
    this.env.APP_URL = origin;
  }

  get dataDir(): string {
    return this.env.DATA_DIR ?? '';
  }

  /** Starts the server and resolves once it listens. */
  async start(): Promise<void> {
    await this.#exited;
    const child = spawn(process.execPath, [join(this.build, 'main.js')], {
      cwd: serverPackageRoot(),
      env: { ...process.env, ...this.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.#output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not start:\n${this.#output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        this.#output += chunk.toString();
        if (this.#output.includes('Tonearm is listening on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited with ${code}:\n${this.#output}`));
      });
    });
  }

  /** SIGKILL: no request finishes, no file is closed cleanly. */
  kill(): void {
    this.#child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    this.#child?.kill('SIGTERM');
    await this.#exited;
    await this.dropDatabase();
    await rm(this.root, { recursive: true, force: true });
    await rm(this.build, { recursive: true, force: true });
  }
}
