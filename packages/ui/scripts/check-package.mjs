// Proves the built package is what `pnpm publish` should ship and that it works: run after `pnpm build`.
// Exits non-zero, naming every problem, when the exports maps, the built files, the packed tarball, the rendering
// of the built Button or either stylesheet is wrong.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { componentFolders, packageDir } from './component-folders.mjs';
import { publishedExports, workspaceExports } from './package-exports.mjs';

const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];
const SYNC_HINT = 'run `pnpm --filter @tonearm/ui sync-exports`';

const problems = [];
const report = (problem) => problems.push(problem);
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const published = manifest.publishConfig?.exports ?? {};
const distDir = join(packageDir, 'dist');
const folders = componentFolders();

/** Every file an exports map points at, whether a plain path or a `{types, import}` condition object. */
function targetsOf(exportsMap) {
  return Object.values(exportsMap).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
}

/** CSS.escape for a class name, as Tailwind escapes its selectors. */
function escapeClassName(name) {
  return [...name]
    .map((char, index) => {
      if (index === 0 && /[0-9]/.test(char)) return `\\${char.codePointAt(0).toString(16)} `;
      return /[a-zA-Z0-9_-]/.test(char) || char.codePointAt(0) >= 0x80 ? char : `\\${char}`;
    })
    .join('');
}

/** The class names of `css` that have no rule for exactly that class (not merely one starting with its name). */
function unstyled(classNames, css) {
  return [...classNames].filter((name) => {
    const selector = `.${escapeClassName(name)}`.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
    return !new RegExp(`${selector}(?![\\w\\\\-])`).test(css);
  });
}

function checkExportsMaps() {
  if (!isDeepStrictEqual(manifest.exports, workspaceExports(folders))) {
    report(`package.json \`exports\` differs from the component folders: ${SYNC_HINT}`);
  }
  if (!isDeepStrictEqual(published, publishedExports(folders))) {
    report(`\`publishConfig.exports\` differs from the component folders: ${SYNC_HINT}`);
  }
  for (const target of [...targetsOf(manifest.exports), ...targetsOf(published)]) {
    if (!existsSync(join(packageDir, target))) report(`exports target ${target} does not exist`);
  }
}

/** Packs the package as `pnpm publish` would, checks the tarball and unpacks it as `node_modules/@tonearm/ui`. */
function checkTarball(appDir) {
  execFileSync('pnpm', ['pack', '--pack-destination', appDir], { cwd: packageDir, stdio: 'ignore' });
  const tarball = readdirSync(appDir).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('pnpm pack wrote no tarball');
  const installedDir = join(appDir, 'node_modules', '@tonearm', 'ui');
  mkdirSync(installedDir, { recursive: true });
  execFileSync('tar', ['-xzf', join(appDir, tarball), '-C', installedDir, '--strip-components=1']);

  const packedManifest = JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8'));
  if (!isDeepStrictEqual(packedManifest.exports, published)) {
    report('the packed package.json does not carry `publishConfig.exports` as its `exports`');
  }
  for (const target of targetsOf(packedManifest.exports)) {
    if (!existsSync(join(installedDir, target))) report(`the tarball lacks ${target}`);
  }
  if (existsSync(join(installedDir, 'src'))) report('the tarball ships the TypeScript sources');
  if (!existsSync(join(installedDir, 'LICENSE'))) report('the tarball lacks the LICENSE');
  if (manifest.license !== 'MIT') report('package.json does not declare its MIT licence');
  return installedDir;
}

/** The built JavaScript imports only declared dependencies, and every published entry loads in Node. */
async function checkBuiltModules() {
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const packageNameOf = (specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  const builtFiles = readdirSync(distDir, { recursive: true }).filter((path) => String(path).endsWith('.js'));
  for (const file of builtFiles) {
    const code = readFileSync(join(distDir, String(file)), 'utf8');
    for (const [, specifier] of code.matchAll(/\bfrom\s*"([^".][^"]*)"/g)) {
      if (!declared.has(packageNameOf(specifier))) report(`dist/${file} imports undeclared ${specifier}`);
    }
  }
  for (const target of targetsOf(published).filter((path) => path.endsWith('.js'))) {
    try {
      await import(join(packageDir, target));
    } catch (error) {
      report(`${target} does not load: ${error.message}`);
    }
  }
  return builtFiles.length;
}

/** Server-renders every variant of the built Button and returns the class names it rendered. */
async function renderBuiltButtons() {
  const { Button, buttonVariants } = await import(join(distDir, 'button', 'index.js'));
  const html = BUTTON_VARIANTS.map((variant) =>
    renderToString(createElement(Button, { variant }, 'Play')),
  ).join('');
  if ((html.match(/<button\b[^>]*type="button"/g) ?? []).length !== BUTTON_VARIANTS.length) {
    report('the built Button did not render one <button type="button"> per variant');
  }
  if (!html.includes('>Play<')) report('the built Button did not render its label');
  if (!buttonVariants({ variant: 'danger' }).includes('bg-danger'))
    report('buttonVariants lost the danger variant');
  return new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, value]) =>
      value.replaceAll('&amp;', '&').split(/\s+/),
    ),
  );
}

/** What an app running Tailwind gets from `@import "@tonearm/ui/tailwind.css"` with the package installed. */
async function buildAppTailwindCss(appDir) {
  // The optional peer dependency, as the app would have installed it.
  const tailwindDir = dirname(
    createRequire(join(packageDir, 'package.json')).resolve('tailwindcss/package.json'),
  );
  symlinkSync(tailwindDir, join(appDir, 'node_modules', 'tailwindcss'), 'dir');
  const compiler = await compile('@import "@tonearm/ui/tailwind.css";\n', {
    base: appDir,
    onDependency: () => {},
  });
  return compiler.build(new Scanner({ sources: compiler.sources }).scan());
}

function checkTheme(css, name) {
  for (const token of ['--ta-primary', '--ta-radius', '.dark']) {
    if (!css.includes(token)) report(`${name} lacks the theme (${token})`);
  }
}

// A rule whose selectors name only elements (`h1,h2{font-size:inherit}`, `*,:before{margin:0}`, `button{…}`) and
// sets a real property restyles the host app's own markup. Custom properties (`*{--tw-…}`), the theme's
// `color-scheme` on `:root` and keyframe steps do not.
const ELEMENT_ONLY_SELECTOR = /^(?:\*|[a-z][a-z0-9-]*)?(?::{1,2}[a-z-]+(?:\([^()[\].#]*\))?)*$/i;
const KEYFRAME_STEP = /^(?:from|to|[\d.]+%)$/;

/** A selector list split at its top-level commas (`:where(h1, h2)` stays whole). */
function splitSelectorList(list) {
  const selectors = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    if (list[index] === '(') depth += 1;
    else if (list[index] === ')') depth -= 1;
    else if (list[index] === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...selectors, list.slice(start).trim()];
}

/** The element-wide reset rules of a compiled stylesheet, as `selector{declarations}`. */
function elementWideRules(css) {
  const rules = [];
  for (const [, selectorList, declarations] of css.matchAll(/([^{};@]+)\{([^{}]*)\}/g)) {
    const selectors = splitSelectorList(selectorList);
    if (selectors.some((selector) => selector === '' || KEYFRAME_STEP.test(selector))) continue;
    if (!selectors.every((selector) => ELEMENT_ONLY_SELECTOR.test(selector))) continue;
    const setsProperty = declarations
      .split(';')
      .map((declaration) => declaration.trim())
      .some((declaration) => declaration !== '' && !/^(?:--|color-scheme:)/.test(declaration));
    if (setsProperty) rules.push(`${selectorList.trim()}{${declarations.slice(0, 60)}}`);
  }
  return rules;
}

checkExportsMaps();
const builtFileCount = await checkBuiltModules();
const compiledCss = readFileSync(join(distDir, 'tonearm-ui.css'), 'utf8');
checkTheme(compiledCss, 'dist/tonearm-ui.css');
for (const rule of elementWideRules(compiledCss)) {
  report(`dist/tonearm-ui.css restyles the host app's elements: ${rule}`);
}
const appDir = mkdtempSync(join(tmpdir(), 'tonearm-ui-app-'));
try {
  const classNames = await renderBuiltButtons();
  for (const name of unstyled(classNames, compiledCss))
    report(`dist/tonearm-ui.css has no rule for .${name}`);
  checkTarball(appDir);
  const appCss = await buildAppTailwindCss(appDir);
  checkTheme(appCss, 'an app importing @tonearm/ui/tailwind.css');
  for (const name of unstyled(classNames, appCss)) {
    report(`an app importing @tonearm/ui/tailwind.css gets no rule for .${name}`);
  }
} catch (error) {
  report(error.message);
} finally {
  rmSync(appDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `@tonearm/ui package check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `@tonearm/ui package check passed: ${folders.length} component subpaths, ${builtFileCount} built modules, ` +
    `dist/tonearm-ui.css ${(compiledCss.length / 1000).toFixed(1)} kB, tarball and tailwind.css verified installed`,
);
