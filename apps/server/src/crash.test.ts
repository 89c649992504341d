import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newAccessTokenResponseSchema, userResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDatabase } from './test-support/database-template';
import { registerListener } from './test-support/register-listener';
import { TestVisitor } from './test-support/test-visitor';
import { TEST_INDEX_HTML } from './test-support/test-web-dist';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PASSWORD = 'correct horse battery';
// Writers run side by side so the kill is likely to land while several writes are in flight.
const WRITERS = 3;
// Two starts of a real process dominate: about 10 s on an idle machine, far more on a busy one.
const CRASH_TEST_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 50_000;

interface RunningChild {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** Starts `src/main.ts` as its own process, as `pnpm dev` does, and waits for its "listening" line. */
async function startServerProcess(dataDir: string, webDist: string): Promise<RunningChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // No demo music: generating it is minutes of work on a busy machine, and no write here touches audio.
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO_MUSIC: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  return { child, url, exited };
}

/** What one listener's writes left behind, as far as the server acknowledged them with a 2xx. */
interface Acknowledged {
  email: string;
  registered: boolean;
  firstName: string | null;
  /** A name sent whose answer never came: it may or may not have landed. */
  unansweredFirstName: string | null;
  tokenNames: string[];
  /** The plain text of the first acknowledged token: it reads the account back without a password hash. */
  bearer: string | null;
}

/** Registers listeners and changes their details and tokens until the server stops answering. */
async function write(url: string, writer: number, log: Acknowledged[], stopped: () => boolean) {
  for (let round = 0; !stopped(); round++) {
    const entry: Acknowledged = {
      email: `crash-${writer}-${round}@example.com`,
      registered: false,
      firstName: null,
      unansweredFirstName: null,
      tokenNames: [],
      bearer: null,
    };
    log.push(entry);
    try {
      const visitor = await registerListener(url, entry.email, PASSWORD);
      entry.registered = true;
      for (let step = 0; step < 3 && !stopped(); step++) {
        const firstName = `Name ${round}.${step}`;
        entry.unansweredFirstName = firstName;
        const details = await visitor.request('/api/v1/users/me', {
          method: 'PUT',
          body: { first_name: firstName },
        });
        if (details.status === 200) entry.firstName = firstName;
        entry.unansweredFirstName = null;
        const tokenName = `token ${round}.${step}`;
        const token = await visitor.post('/api/v1/access-tokens', { tokenName });
        if (token.status === 200) {
          entry.tokenNames.push(tokenName);
          entry.bearer ??= newAccessTokenResponseSchema.parse(token.json).plainTextToken;
        }
      }
    } catch {
      // The connection died with the server: whatever was not answered was never acknowledged.
      return;
    }
  }
}

let root = '';
let running: RunningChild | null = null;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tonearm-crash-test-'));
  await mkdir(join(root, 'web'), { recursive: true });
  await writeFile(join(root, 'web/index.html'), TEST_INDEX_HTML);
  await copySeededDatabase(join(root, 'data'));
}, 60_000);

afterAll(async () => {
  running?.child.kill('SIGKILL');
  await running?.exited;
  await rm(root, { recursive: true, force: true });
});

describe('a crash during writes', () => {
  it(
    'keeps every write the server acknowledged across a kill -9 and a restart',
    async () => {
      const dataDir = join(root, 'data');
      const webDist = join(root, 'web');
      running = await startServerProcess(dataDir, webDist);
      const first = running;

      const log: Acknowledged[] = [];
      let killed = false;
      const writers = Array.from({ length: WRITERS }, (_, writer) =>
        write(first.url, writer, log, () => killed),
      );
      let writersDone = false;
      const finished = Promise.all(writers).then(() => {
        writersDone = true;
      });
      // The first registration also warms the server up; the kill comes at a random moment after it.
      while (!writersDone && !log.some((entry) => entry.registered)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const killAfterMs = 300 + Math.floor(Math.random() * 2000);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      first.child.kill('SIGKILL');
      killed = true;
      await first.exited;
      await finished;

      const acknowledged = log.filter((entry) => entry.registered);
      expect(acknowledged.length, 'no registration was acknowledged before the kill').toBeGreaterThan(0);

      running = await startServerProcess(dataDir, webDist);
      for (const entry of acknowledged) {
        const context = `${entry.email} after a kill at ${killAfterMs} ms`;
        const visitor = new TestVisitor(running.url);
        if (!entry.bearer) {
          await visitor.open();
          const login = await visitor.post('/auth/login', {
            email: entry.email,
            password: PASSWORD,
            remember: false,
          });
          expect(login.status, context).toBe(200);
        }
        const headers: Record<string, string> = entry.bearer
          ? { Authorization: `Bearer ${entry.bearer}` }
          : {};
        const me = await visitor.get('/api/v1/users/me', { headers });
        expect(me.status, context).toBe(200);
        const user = userResponseSchema.parse(me.json).user;
        expect(user.email, context).toBe(entry.email);
        if (entry.firstName) {
          expect([entry.firstName, entry.unansweredFirstName], context).toContain(user.first_name);
        }
        const names = (user.tokens ?? []).map((token) => token.name);
        for (const name of entry.tokenNames) expect(names, context).toContain(name);
      }
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
