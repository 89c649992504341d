// The web app's first-visit budget: for each budgeted URL, every script and stylesheet a first-time visitor's
// browser fetches until the page is rendered and the network is idle (the entry and its static imports, then the
// lazy chunks the router and the page load for that URL), each gzipped as shipped. The product runs as `pnpm start` runs it,
// with its demo content, and Chromium loads each URL in a fresh context. Run after `pnpm --filter @tonearm/web
// build`; exits non-zero when a budget is exceeded.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

/** Gzip kB per URL, React included: 170 kB of JavaScript for each. */
const BUDGETS_KB = {
  '/login': { javascript: 170, css: 30 },
  '/': { javascript: 170, css: 30 },
};
/** What says each URL has rendered: the page's one `h1`. The network must then be idle too. */
const RENDERED = 'h1';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const webDist = join(repoRoot, 'apps', 'web', 'dist');
const manifestPath = join(webDist, '.vite', 'manifest.json');

/** The entry chunk, everything it imports statically and their stylesheets: what every URL loads first. */
function entryFiles() {
  // Read once the server is up: `pnpm start` rebuilds the web app first when its sources changed.
  if (!existsSync(manifestPath))
    throw new Error('No build manifest: run `pnpm --filter @tonearm/web build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startProduct(port, dataDir) {
  const server = spawn(process.execPath, [join(repoRoot, 'apps/server/scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (data) => {
    output += data;
  });
  server.stderr.on('data', (data) => {
    output += data;
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`The server did not answer within 600 s:\n${output}`);
}

/** The same-origin scripts and stylesheets the browser fetched to render `path`, as files of the build. */
async function firstVisit(browser, origin, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) fetched.add(url.pathname.slice(1));
  });
  const answer = await page.goto(origin + path, { waitUntil: 'networkidle' });
  if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
  await page.locator(RENDERED).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  for (const file of fetched) {
    if (!existsSync(join(webDist, file)))
      throw new Error(`${path} fetched ${file}, which the build does not have`);
  }
  return [...fetched];
}

const gzipKb = (file) => gzipSync(readFileSync(join(webDist, file))).length / 1000;

function report(path, files, entry) {
  const rows = files
    .map((file) => ({
      file,
      kind: file.endsWith('.css') ? 'css' : 'javascript',
      part: entry.has(file) ? 'entry' : 'lazy',
      kb: gzipKb(file),
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.part.localeCompare(b.part) || b.kb - a.kb);
  console.log(`\nFirst visit of ${path}`);
  console.log(`${'file'.padEnd(48)} ${'part'.padEnd(6)} ${'kB gzip'.padStart(8)}`);
  for (const row of rows)
    console.log(`${row.file.padEnd(48)} ${row.part.padEnd(6)} ${row.kb.toFixed(2).padStart(8)}`);
  let failed = false;
  for (const [kind, limit] of Object.entries(BUDGETS_KB[path])) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const sum = (part) =>
      ofKind.filter((row) => !part || row.part === part).reduce((total, row) => total + row.kb, 0);
    const size = sum();
    const verdict = size <= limit ? 'ok' : 'OVER BUDGET';
    if (size > limit) failed = true;
    console.log(
      `${path} ${kind}: ${size.toFixed(2)} kB gzip in ${ofKind.length} files ` +
        `(entry ${sum('entry').toFixed(2)}, lazy ${sum('lazy').toFixed(2)}; limit ${limit} kB) ${verdict}`,
    );
  }
  return failed;
}

// The demo music takes a while to generate at the first start, so the data outlives a run; a first visit as a
// guest changes nothing in it.
const dataDir = join(repoRoot, 'node_modules', '.cache', 'tonearm-budget-data');
const port = Number(process.env.BUDGET_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
let server;
let browser;
let failed = false;
try {
  server = await startProduct(port, dataDir);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const entry = entryFiles();
  for (const path of Object.keys(BUDGETS_KB)) {
    if (report(path, await firstVisit(browser, origin, path), entry)) failed = true;
  }
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
}
process.exit(failed ? 1 : 0);
