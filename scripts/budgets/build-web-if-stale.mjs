// Builds the web app for the budget checks unless its build is newer than every source: the end-to-end stage just
// before builds the same sources the same way, and a second build would only cost the suite its time.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from '../../apps/server/scripts/freshness.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

if (webBuildIsStale(repoRoot)) {
  const build = spawnSync('pnpm', ['--filter', '@tonearm/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
console.log('The web app was built from the current sources; measuring that build.');
