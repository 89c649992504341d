// `pnpm start`: builds whatever is missing or stale, then runs the server (API and web app on PORT).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { demoSettings } from './demo-settings.mjs';
import { needsBuild, webBuildIsStale, workspacePackageSources } from './freshness.mjs';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverRoot, '../..');
const webRoot = join(repoRoot, 'apps/web');

function build(filter) {
  console.log(`Building ${filter}…`);
  const result = spawnSync('pnpm', ['--filter', filter, 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The build of ${filter} failed; see above.`);
    process.exit(result.status ?? 1);
  }
}

if (process.env.WEB_DIST) {
  console.log(`Serving the web app from WEB_DIST (${process.env.WEB_DIST}).`);
} else if (!existsSync(join(webRoot, 'package.json'))) {
  console.warn('apps/web has no package.json yet; pages will answer 503 until the web app is built.');
} else if (webBuildIsStale(repoRoot)) {
  build('@tonearm/web');
}

const serverSources = [
  join(serverRoot, 'src'),
  join(serverRoot, 'package.json'),
  join(serverRoot, 'tsup.config.ts'),
  ...workspacePackageSources(repoRoot),
];
if (needsBuild(join(serverRoot, 'dist/main.js'), serverSources)) build('@tonearm/server');

const demoNotice = demoSettings(process.env);
if (demoNotice) console.log(demoNotice);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(serverRoot, 'dist/main.js')).href);
