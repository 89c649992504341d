// `pnpm start`: builds whatever is missing or stale, then runs the server (API and web app on PORT).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { demoSettings } from './demo-settings.mjs';
import { needsBuild } from './freshness.mjs';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverRoot, '../..');
const webRoot = join(repoRoot, 'apps/web');

/** Every `src` folder and manifest of the workspace packages the apps bundle. */
function packageSources() {
  const folders = [join(repoRoot, 'packages')];
  const features = join(repoRoot, 'packages/features');
  if (existsSync(features)) folders.push(features);
  return folders.flatMap((folder) =>
    readdirSync(folder).flatMap((name) => [join(folder, name, 'src'), join(folder, name, 'package.json')]),
  );
}

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
} else if (needsBuild(join(webRoot, 'dist/index.html'), [webRoot, ...packageSources()])) {
  build('@tonearm/web');
}

const serverSources = [
  join(serverRoot, 'src'),
  join(serverRoot, 'package.json'),
  join(serverRoot, 'tsup.config.ts'),
  ...packageSources(),
];
if (needsBuild(join(serverRoot, 'dist/main.js'), serverSources)) build('@tonearm/server');

const demoNotice = demoSettings(process.env);
if (demoNotice) console.log(demoNotice);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(serverRoot, 'dist/main.js')).href);
