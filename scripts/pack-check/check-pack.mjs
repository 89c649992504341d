// The kit as another app installs it: packs @tonearm/ui as it would be published, installs the tarball from the
// registry's way into a fresh Vite + React 19 app whose react-aria-components is another minor version than the
// kit's own, type-checks and builds that app, then drives it in Chromium. Run after `pnpm --filter @tonearm/ui
// build`; exits non-zero when a check fails. Installs go through a cache folder kept between runs, so only the first
// run downloads.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBrowserChecks } from './browser-checks.mjs';
import { serveApp } from './serve-app.mjs';

const started = performance.now();
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const kitRoot = join(repoRoot, 'packages', 'ui');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'pack-check-npm');

/**
 * The app's own versions. react-aria-components is a minor version below the kit's development copy (1.22), with
 * the react-aria and react-stately it was released with: the kit must use these, not bring its own.
 */
const APP_DEPENDENCIES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-aria-components': '1.21.1',
  'react-aria': '3.52.1',
  'react-stately': '3.50.0',
  'react-hook-form': '7.92.0',
  'react-router': '7.18.5',
};
const APP_DEV_DEPENDENCIES = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '6.0.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};

function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    process.stderr.write(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    throw new Error(`${command} ${args[0]} failed`);
  }
}

function step(label, action) {
  const at = performance.now();
  const result = action();
  console.log(`  ${label} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  return result;
}

const workDir = mkdtempSync(join(tmpdir(), 'tonearm-pack-check-'));
const appDir = join(workDir, 'app');
const failures = [];
let passed = 0;
try {
  if (!existsSync(join(kitRoot, 'dist', 'index.js')))
    throw new Error('No kit build: run `pnpm --filter @tonearm/ui build` first.');
  console.log('Pack-and-install check of @tonearm/ui');

  const tarball = step('packed the kit', () => {
    run('pnpm', ['pack', '--pack-destination', workDir], kitRoot);
    const name = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
    if (!name) throw new Error('pnpm pack wrote no tarball');
    return join(workDir, name);
  });

  step('wrote a fresh Vite app', () => {
    cpSync(join(here, 'app'), appDir, { recursive: true });
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify(
        {
          name: 'kit-install-check',
          private: true,
          type: 'module',
          dependencies: { ...APP_DEPENDENCIES, '@tonearm/ui': `file:${tarball}` },
          devDependencies: APP_DEV_DEPENDENCIES,
        },
        null,
        2,
      ),
    );
  });

  step('installed it with npm', () => {
    mkdirSync(cacheDir, { recursive: true });
    run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', `--cache=${cacheDir}`],
      appDir,
    );
  });

  const installed = (name, from = appDir) =>
    JSON.parse(readFileSync(join(from, 'node_modules', name, 'package.json'), 'utf8')).version;
  const kitDir = join(appDir, 'node_modules', '@tonearm', 'ui');
  const check = (name, ok, detail) => {
    if (ok) passed += 1;
    else failures.push(`${name}: ${detail}`);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : ` — ${detail}`}`);
  };
  for (const shared of ['react', 'react-aria', 'react-aria-components', 'react-stately', 'react-hook-form']) {
    const nested = existsSync(join(kitDir, 'node_modules', shared));
    check(`the kit uses the app's one copy of ${shared}`, !nested, `a second copy sits under the kit`);
  }
  check(
    `the app keeps its own react-aria-components (${APP_DEPENDENCIES['react-aria-components']})`,
    installed('react-aria-components') === APP_DEPENDENCIES['react-aria-components'],
    `found ${installed('react-aria-components')}`,
  );

  step('type-checked the app against the published declarations', () =>
    run('npx', ['tsc', '-p', '.'], appDir),
  );
  step('built it with Vite', () => run('npx', ['vite', 'build'], appDir));

  const server = await serveApp(join(appDir, 'dist'), '/base/');
  try {
    const at = performance.now();
    for (const result of await runBrowserChecks(`${server.origin}/base/`))
      check(result.name, result.ok, result.detail);
    console.log(`  drove it in Chromium (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  } finally {
    await server.close();
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(error);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

console.log(`Pack-and-install check took ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failures.length} failed`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
