import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../config/env';
import { type RunningServer, startServer } from '../server';
import { copySeededDatabase } from './database-template';
import { createPostgresDatabase } from './postgres-database';
import { TEST_ASSET_BODY, TEST_ASSET_PATH, TEST_INDEX_HTML } from './test-web-dist';

/** The server's clock in tests: real time plus however far the test moved it forward. */
export class TestClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestServer {
  url: string;
  clock: TestClock;
  /** The environment the server was started with (a restart can reuse it). */
  env: Record<string, string>;
  server: RunningServer;
  dataDir: string;
  webDist: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a random loopback port over a fresh PGlite database (a copy of a seeded template) in
 * a temporary DATA_DIR, serving a tiny web build from a temporary WEB_DIST.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { fetch?: typeof fetch } = {},
): Promise<TestServer> {
  const root = await mkdtemp(join(tmpdir(), 'tonearm-server-test-'));
  const dataDir = join(root, 'data');
  const webDist = join(root, 'web');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), TEST_INDEX_HTML);
  await writeFile(join(webDist, TEST_ASSET_PATH), TEST_ASSET_BODY);
  await writeFile(join(webDist, 'robots.txt'), 'User-agent: *\n');
  // TEST_DATABASE_URL (set by `pnpm --filter @tonearm/server test:postgres`) runs the suite on a real PostgreSQL.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  if (!database) await copySeededDatabase(dataDir);
  const fullEnv: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // Every test account signs up from 127.0.0.1; the sign-up limit has its own test.
    REGISTRATIONS_PER_HOUR: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const parsed = parseEnv(fullEnv);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const clock = new TestClock();
  const server = await startServer(parsed.env, {
    log: () => undefined,
    now: clock.now,
    fetch: options.fetch,
  });
  return {
    url: server.url,
    clock,
    env: fullEnv,
    server,
    dataDir,
    webDist,
    async stop() {
      await server.close();
      await database?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
