// Builds the kit's published CSS from the JavaScript tsup wrote to dist/:
// - dist/tailwind.css: the kit's Tailwind entry (src/styles.css) scanning the built files, for apps running Tailwind;
// - dist/tonearm-ui.css: src/standalone.css compiled and minified, for apps that do not run Tailwind: the theme and
//   the kit's utilities without Tailwind's global reset, which would restyle the host app's own elements.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { packageDir } from './component-folders.mjs';

const srcDir = join(packageDir, 'src');
const distDir = join(packageDir, 'dist');
const SOURCE_IN_SRC = /@source\s+"\.";/;
// The built JavaScript holds every class name the kit renders; declarations and source maps hold only comments.
const SOURCE_IN_DIST = '@source "./**/*.js";';

function fail(message) {
  console.error(`build-css: ${message}`);
  process.exit(1);
}

if (!existsSync(join(distDir, 'index.js'))) fail('dist/index.js is missing: run tsup first.');

/** An entry of src/ read for dist/: it scans the built files, and its relative imports (the theme) travel with it. */
function distEntry(name) {
  const entry = readFileSync(join(srcDir, name), 'utf8');
  if (!SOURCE_IN_SRC.test(entry))
    fail(`src/${name} no longer declares \`@source ".";\`, which the build rewrites.`);
  for (const [, path] of entry.matchAll(/@import\s+"(\.[^"]+)"/g)) {
    const target = join(distDir, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(srcDir, path), target);
  }
  return entry.replace(SOURCE_IN_SRC, SOURCE_IN_DIST);
}

const tailwindEntryPath = join(distDir, 'tailwind.css');
writeFileSync(tailwindEntryPath, distEntry('styles.css'));

const compiler = await compile(distEntry('standalone.css'), { base: distDir, onDependency: () => {} });
const roots =
  compiler.root === 'none' || compiler.root === null ? [] : [{ ...compiler.root, negated: false }];
const scanner = new Scanner({ sources: [...roots, ...compiler.sources] });
const candidates = scanner.scan();
const { code } = optimize(compiler.build(candidates), { minify: true });

const compiledPath = join(distDir, 'tonearm-ui.css');
writeFileSync(compiledPath, code);
console.log(
  `build-css: ${relative(packageDir, tailwindEntryPath)}, ${relative(packageDir, compiledPath)} ` +
    `(${(code.length / 1000).toFixed(1)} kB from ${scanner.files.length} files)`,
);
