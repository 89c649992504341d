// `pnpm typecheck`: every TypeScript project of the repository (the root one, for the configs, Storybook, e2e and
// scripts, then each workspace package) checked by the native compiler, TypeScript 7 (`tsgo`, from
// @typescript/native-preview), two at a time. TypeScript 6 stays the `typescript` package, the one tools load for
// its JavaScript API (tsup's declaration build): a package named `typescript` at 7 would become their peer.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const compiler = join(
  dirname(createRequire(import.meta.url).resolve('@typescript/native-preview/package.json')),
  'bin/tsgo',
);
const CONCURRENCY = 2;

const packagesIn = (folder) =>
  readdirSync(join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(repoRoot, folder, entry.name, 'tsconfig.json'))
    .filter((config) => existsSync(config));

const projects = [
  join(repoRoot, 'tsconfig.json'),
  ...packagesIn('packages'),
  ...packagesIn('packages/features'),
  ...packagesIn('apps'),
];

function check(config) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [compiler, '-p', config, '--noEmit', '--pretty'], {
      cwd: repoRoot,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${relative(repoRoot, config)} (${seconds} s)`);
      if (output.trim() !== '') console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    const passed = [];
    for (let config = queue.shift(); config !== undefined; config = queue.shift())
      passed.push(await check(config));
    return passed;
  }),
);
const failed = results.flat().filter((passed) => !passed).length;
if (failed > 0) {
  console.error(`${failed} of ${projects.length} projects have type errors.`);
  process.exit(1);
}
console.log(`${projects.length} projects type-check.`);
