// The web app's first-visit budget: the entry chunk, every chunk it imports statically and the stylesheet, gzipped
// as shipped (already bundled and minified by Vite, so measured as files, not re-bundled). Lazy routes are not part
// of a first visit. Run after `pnpm --filter @tonearm/web build`; exits non-zero when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGETS_KB = { javascript: 225, css: 30 };
const webDist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist');
const manifestPath = join(webDist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `pnpm --filter @tonearm/web build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const chunks = new Set();
const stylesheets = new Set();
function visit(key) {
  if (chunks.has(key)) return;
  chunks.add(key);
  for (const css of manifest[key].css ?? []) stylesheets.add(css);
  for (const imported of manifest[key].imports ?? []) visit(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const gzipKb = (files) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(webDist, file))).length, 0) / 1000;
const measured = {
  javascript: gzipKb([...chunks].map((key) => manifest[key].file)),
  css: gzipKb([...stylesheets]),
};

let failed = false;
for (const [kind, limit] of Object.entries(BUDGETS_KB)) {
  const size = measured[kind];
  const verdict = size <= limit ? 'ok' : 'OVER BUDGET';
  if (size > limit) failed = true;
  console.log(`Web app first visit, ${kind}: ${size.toFixed(2)} kB gzip (limit ${limit} kB) ${verdict}`);
}
console.log(`(${chunks.size} chunks: ${[...chunks].map((key) => manifest[key].file).join(', ')})`);
process.exit(failed ? 1 : 0);
