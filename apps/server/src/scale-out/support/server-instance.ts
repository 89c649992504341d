import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverPackageRoot } from '../../config/paths';
import { TEST_INDEX_HTML } from '../../test-support/test-web-dist';
import { freePort } from '../../uploads/faults/killable-server';

const START_TIMEOUT_MS = 60_000;

/**
 * One server instance as production runs it (the built `main.js`, `NODE_ENV=production`) in a child process with a
 * DATA_DIR of its own: everything it shares with other instances is in the environment (the database, the bucket,
 * the public address), as on separate machines.
 */
export class ServerInstance {
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  output = '';

  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly root: string,
    private readonly build: string,
    private readonly env: Record<string, string>,
  ) {}

  static async create(name: string, build: string, shared: Record<string, string>): Promise<ServerInstance> {
    const root = await mkdtemp(join(tmpdir(), `tonearm-instance-${name}-`));
    const webDist = join(root, 'web');
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), TEST_INDEX_HTML);
    const port = await freePort();
    const env = {
      ...shared,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'data'),
      WEB_DIST: webDist,
      DEMO_MUSIC: '0',
      // Every test account signs up from 127.0.0.1.
      REGISTRATIONS_PER_HOUR: '0',
    };
    return new ServerInstance(name, port, root, build, env);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Names the public address (`APP_URL`, which production requires): the balancer in front. */
  publicAt(origin: string): void {
    this.env.APP_URL = origin;
  }

  /** Starts the instance and resolves once it listens. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(this.build, 'main.js')], {
      cwd: serverPackageRoot(),
      env: { ...process.env, ...this.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Instance ${this.name} did not start:\n${this.output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes('Tonearm is listening on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Instance ${this.name} exited with ${code}:\n${this.output}`));
      });
    });
  }

  /** SIGKILL, as a machine that loses power: no request finishes, no connection is closed politely. */
  async kill(): Promise<void> {
    this.#child?.kill('SIGKILL');
    await this.#exited;
  }

  async stop(): Promise<void> {
    this.#child?.kill('SIGTERM');
    await this.#exited;
    await rm(this.root, { recursive: true, force: true });
  }
}
