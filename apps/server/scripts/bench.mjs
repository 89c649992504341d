// `pnpm --filter @tonearm/server bench`: load on loopback against the real server (bootstrap page, login,
// users/me, notifications) at 50 connections, beside a bare Node handler answering the same bytes, measured in the
// same run: the ratio is the figure, since absolute numbers depend on the machine. Each target is loaded unmeasured for
// a moment first, so the figures are the server's steady state rather than its JIT and WASM warming up.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
// `BENCH_CPU_PROF=<folder>` writes the server's CPU profile there (open it in Chrome's DevTools or `profile-summary.mjs`);
// `BENCH_ONLY=<text>` loads only the targets whose name contains it.
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const ONLY = process.env.BENCH_ONLY;
// Other work on a shared machine moves single runs by tens of percent: each target is loaded RUNS times and the
// medians are printed.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// `BENCH_SERVER_MAIN=<file>` benches another build of the server (say, one made before a change) than `dist/main.js`.
const SERVER_MAIN = resolve(process.env.BENCH_SERVER_MAIN ?? join(serverRoot, 'dist/main.js'));

function startProcess(args, env, readyPattern) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveReady, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = readyPattern.exec(output);
      if (match) resolveReady({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/** One HTTP exchange with a cookie jar, the XSRF echo and JSON bodies. */
function exchange(agent, base, jar, method, path, body) {
  return new Promise((resolveAnswer, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { Accept: 'application/json' };
    if (jar.size > 0) headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (jar.has('XSRF-TOKEN')) headers['X-XSRF-TOKEN'] = jar.get('XSRF-TOKEN');
    if (payload) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(payload);
    }
    const req = request(new URL(path, base), { method, headers, agent }, (res) => {
      for (const line of res.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolveAnswer({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs CONNECTIONS loops for `seconds`, each sending `next()` requests back to back; returns req/s and p99 (ms). */
async function load(base, next, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const { method, path, body, jar } = next();
        const started = performance.now();
        const answer = await exchange(agent, base, jar, method, path, body);
        latencies.push(performance.now() - started);
        if (answer.status >= 400) failures++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN,
    failures,
  };
}

if (!existsSync(SERVER_MAIN)) {
  console.error('Build the server first: pnpm --filter @tonearm/server build');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Registers the bench listener and gives it thirty notifications; answers its cookie jar and credentials. */
async function prepareAccounts(url) {
  const agent = new Agent({ keepAlive: true });
  const admin = new Map();
  await exchange(agent, url, admin, 'GET', '/api/v1/users/me');
  await exchange(agent, url, admin, 'POST', '/auth/login', {
    email: 'admin@tonearm.local',
    password: 'tonearm-admin',
    remember: true,
  });
  const listener = new Map();
  await exchange(agent, url, listener, 'GET', '/api/v1/users/me');
  const credentials = { email: 'listener@example.com', password: 'bench password', remember: true };
  // Registration asks for every policy the site lists (the seeded terms and privacy pages), as the form does.
  const { settings } = JSON.parse(
    (await exchange(agent, url, listener, 'GET', '/api/v1/bootstrap-data')).body,
  );
  const policies = Object.fromEntries(
    (settings.registration?.policies ?? []).map((policy) => [String(policy.id), true]),
  );
  const registered = await exchange(agent, url, listener, 'POST', '/auth/register', {
    ...credentials,
    password_confirmation: credentials.password,
    policies,
  });
  if (registered.status !== 200) throw new Error(`The bench listener could not register: ${registered.body}`);
  // Thirty workspace invitations give the listener a full first page of notifications.
  for (let index = 0; index < 30; index++) {
    const created = await exchange(agent, url, admin, 'POST', '/api/v1/workspace', { name: `Band ${index}` });
    const { workspace } = JSON.parse(created.body);
    await exchange(agent, url, admin, 'POST', `/api/v1/workspace/${workspace.id}/invite`, {
      emails: [credentials.email],
    });
  }
  const me = await exchange(agent, url, listener, 'GET', '/api/v1/users/me');
  agent.destroy();
  return { listener, credentials, meBody: me.body };
}

/**
 * Loads every target RUNS times on a fresh server over `database` (`pglite` or a PostgreSQL URL), the bare handler
 * answering the listener's own users/me bytes in each run; answers one row per target with the medians.
 */
async function benchDatabase(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tonearm-bench-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><!-- tonearm:bootstrap --></head><body></body></html>',
  );
  const children = [];
  try {
    const server = await startProcess(
      [...(CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', resolve(CPU_PROFILE_DIR)] : []), SERVER_MAIN],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        // The demo catalogue plays no part in the measured calls; generating it would only lengthen the start.
        DEMO_MUSIC: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      /listening on (http:\/\/\S+)/,
    );
    children.push(server.child);
    const { listener, credentials, meBody } = await prepareAccounts(server.url);
    const bare = await startProcess(
      [
        '-e',
        `const body = ${JSON.stringify(meBody)};
         require('node:http').createServer((req, res) => {
           res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
           res.end(body);
         }).listen(0, '127.0.0.1', function () { console.log('listening on http://127.0.0.1:' + this.address().port); });`,
      ],
      {},
      /listening on (http:\/\/\S+)/,
    );
    children.push(bare.child);

    const guest = new Map();
    await exchange(new Agent(), server.url, guest, 'GET', '/api/v1/users/me');
    const targets = [
      ['bare handler (same JSON)', bare.url, () => ({ method: 'GET', path: '/', jar: guest })],
      ['GET users/me', server.url, () => ({ method: 'GET', path: '/api/v1/users/me', jar: listener })],
      [
        'GET notifications',
        server.url,
        () => ({ method: 'GET', path: '/api/v1/notifications', jar: listener }),
      ],
      ['GET / (page with bootstrap data)', server.url, () => ({ method: 'GET', path: '/', jar: listener })],
      [
        'POST auth/login',
        server.url,
        () => ({ method: 'POST', path: '/auth/login', body: credentials, jar: new Map(guest) }),
      ],
    ].filter(([name, base]) => !ONLY || name.includes(ONLY) || base === bare.url);
    const measured = new Map(targets.map(([name]) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const [name, base, next] of targets) {
        if (WARM_UP_SECONDS > 0) await load(base, next, WARM_UP_SECONDS);
        measured.get(name).push(await load(base, next, SECONDS));
      }
    }
    const bareRps = median(measured.get(targets[0][0]).map((result) => result.rps));
    const raw = Object.fromEntries(measured);
    const rows = targets.map(([name]) => {
      const results = measured.get(name);
      const rps = median(results.map((result) => result.rps));
      return {
        target: name,
        'requests/s': Math.round(rps),
        'p99 ms': median(results.map((result) => result.p99)).toFixed(1),
        'failed answers': results.reduce((sum, result) => sum + result.failures, 0),
        'vs bare': `${((rps / bareRps) * 100).toFixed(1)}%`,
        runs: results.map((result) => `${result.rps}/${result.p99.toFixed(0)}`).join(' '),
      };
    });
    return { rows, raw };
  } finally {
    const exits = children.map((child) => new Promise((resolveExit) => child.once('exit', resolveExit)));
    for (const child of children) child.kill('SIGTERM');
    // The server writes its CPU profile as it exits.
    await Promise.race([Promise.all(exits), new Promise((resolveWait) => setTimeout(resolveWait, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const results = {};
console.log(
  `${CONNECTIONS} connections, ${SECONDS} s per target after ${WARM_UP_SECONDS} s unmeasured, ${RUNS} runs: ` +
    'medians (each run as requests/s / p99 ms under "runs")',
);
for (const database of databases) {
  if (database === 'pglite') {
    results.pglite = await benchDatabase(undefined);
    console.log('On the embedded database (PGlite):');
    console.table(results.pglite.rows);
  } else if (database === 'postgres') {
    // A running PostgreSQL is reused when BENCH_DATABASE_URL names one; otherwise a throwaway cluster is made.
    const cluster = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres();
    try {
      results.postgres = await benchDatabase(process.env.BENCH_DATABASE_URL ?? cluster.url);
    } finally {
      cluster?.stop();
    }
    console.log('On PostgreSQL:');
    console.table(results.postgres.rows);
  }
}
// Every run's figures, for `bench-budget.mjs`.
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
