import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A mail the server logged: without `MAIL_URL` it prints `Mail to {to}: {subject}` and the text. */
export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailCatchingServer {
  baseURL: string;
  /** Waits for the next mail the server sends to `to`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<LoggedMail>;
  stop(): Promise<void>;
}

const SERVER_ENTRY = resolve(import.meta.dirname, '../../../apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/**
 * Starts another instance of the product's server (the build the run's web server started from) on a free port
 * with an empty database, and reads the mails it prints. The run's own server offers no way to read its mail log
 * while it holds its embedded database, so flows that need a mailed link, or a configuration of their own (`env`),
 * run against this one.
 */
export async function startMailCatchingServer(env: Record<string, string> = {}): Promise<MailCatchingServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tonearm-e2e-mail-'));
  const server: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_URL: '',
      ADMIN_EMAIL: 'admin@tonearm.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // Mailed links need accounts, not music: generating the demo catalogue again would cost a start of seconds.
      DEMO_MUSIC: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const wake of [...waiters]) wake();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });

  const waitFor = <T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolveFound, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        cleanup();
        resolveFound(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${what} did not happen within ${timeoutMs} ms.\n${output}\n${stderr}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`The server stopped before ${what}.\n${output}\n${stderr}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
        server.off('exit', onExit);
      };
      waiters.add(check);
      server.once('exit', onExit);
      check();
    });

  await waitFor(
    () => (output.includes('Tonearm is listening on') ? true : undefined),
    60_000,
    'the server start',
  );

  let mailsRead = 0;
  const mailPattern = /^Mail to (\S+): (.+)\n([\s\S]*?)(?=^Mail to |$(?![\s\S]))/gm;
  const loggedMails = (): LoggedMail[] =>
    [...output.matchAll(mailPattern)].map(([, to = '', subject = '', text = '']) => ({ to, subject, text }));

  return {
    baseURL: `http://127.0.0.1:${port}`,
    nextMailTo: (to, timeoutMs = 15_000) =>
      waitFor(
        () => {
          const mails = loggedMails();
          const index = mails.findIndex((mail, position) => position >= mailsRead && mail.to === to);
          if (index < 0) return undefined;
          mailsRead = index + 1;
          return mails[index];
        },
        timeoutMs,
        `a mail to ${to}`,
      ),
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
