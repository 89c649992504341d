// The kit's overlay budgets against raw react-aria-components: importing each of Menu,
// Select, Dialog and Toast from the built kit may cost at most 1.15x the gzip size of the equivalent raw
// react-aria-components parts, both bundled here with the same esbuild in the same run, React left out.
// Run after `pnpm --filter @tonearm/ui build`; exits non-zero when a ratio is exceeded or a kit part is missing.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const MAX_RATIO = 1.15;
const kitDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'ui');

// The esbuild size-limit measures with, so both budgets agree on what a byte is.
const esbuildPath = createRequire(fileURLToPath(import.meta.resolve('@size-limit/esbuild'))).resolve(
  'esbuild',
);
const esbuild = (await import(esbuildPath)).default;

/**
 * Each pair is what a screen imports to show that overlay: the kit's parts (from their folders) and the raw parts
 * that render the same thing, as in scripts/bench-ui/cases. The trigger is a kit Button on our side and a raw Button
 * on theirs.
 * @type {{name: string, ours: Record<string, string[]>, raw: string[]}[]}
 */
const PAIRS = [
  {
    name: 'Menu',
    ours: { button: ['Button'], menu: ['MenuTrigger', 'Menu', 'MenuItem'] },
    raw: ['Button', 'MenuTrigger', 'Popover', 'Menu', 'MenuItem'],
  },
  {
    name: 'Select',
    ours: { select: ['Select', 'SelectItem'] },
    raw: ['Select', 'Label', 'Button', 'SelectValue', 'Popover', 'ListBox', 'ListBoxItem'],
  },
  {
    name: 'Dialog',
    ours: { button: ['Button'], dialog: ['DialogTrigger', 'Modal', 'Dialog', 'DialogTitle', 'DialogFooter'] },
    raw: ['Button', 'DialogTrigger', 'ModalOverlay', 'Modal', 'Dialog', 'Heading'],
  },
  {
    name: 'Toast',
    ours: { button: ['Button'], toast: ['ToastRegion', 'toast'] },
    raw: [
      'Button',
      'UNSTABLE_ToastRegion',
      'UNSTABLE_Toast',
      'UNSTABLE_ToastContent',
      'UNSTABLE_ToastQueue',
      'Text',
    ],
  },
];

/**
 * The names a folder's `src/<folder>/index.ts` exports, read from its export lists; `null` when it also re-exports
 * whole modules (`export *`), whose names only the built module can tell.
 */
function sourceExports(folder) {
  const indexPath = join(kitDir, 'src', folder, 'index.ts');
  if (!existsSync(indexPath)) return new Set();
  const source = readFileSync(indexPath, 'utf8');
  if (/export\s*\*/.test(source)) return null;
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Why a pair cannot be measured yet, or an empty list when every part of ours exists, in source and built. */
async function missingParts(pair) {
  const missing = [];
  for (const [folder, names] of Object.entries(pair.ours)) {
    const inSource = sourceExports(folder);
    const builtPath = join(kitDir, 'dist', folder, 'index.js');
    const built = existsSync(builtPath) ? await import(builtPath) : {};
    for (const name of names) {
      if (inSource !== null && !inSource.has(name)) {
        missing.push(`packages/ui/src/${folder}/index.ts does not export ${name}`);
      } else if (!(name in built)) {
        missing.push(`packages/ui/dist/${folder}/index.js lacks ${name}: rebuild the kit`);
      }
    }
  }
  return missing;
}

async function gzipSizeOf(contents) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: kitDir, loader: 'js', sourcefile: 'budget-entry.js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    treeShaking: true,
    external: ['react', 'react-dom'],
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

function entryFor(importsByModule) {
  const lines = Object.entries(importsByModule).map(
    ([module, names], index) =>
      `import { ${names.map((name) => `${name} as m${index}_${name}`).join(', ')} } from ${JSON.stringify(module)};`,
  );
  const used = Object.entries(importsByModule).flatMap(([, names], index) =>
    names.map((name) => `m${index}_${name}`),
  );
  return `${lines.join('\n')}\nconsole.log(${used.join(', ')});\n`;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const rows = [];
const failures = [];
for (const pair of PAIRS) {
  const missing = await missingParts(pair);
  if (missing.length > 0) {
    failures.push(`${pair.name} cannot be measured: ${missing.join('; ')}`);
    rows.push({
      name: pair.name,
      ours: 'missing',
      raw: '',
      ratio: '',
      limit: `${MAX_RATIO}x`,
      verdict: 'FAIL',
    });
    continue;
  }
  const ours = await gzipSizeOf(
    entryFor(
      Object.fromEntries(
        Object.entries(pair.ours).map(([folder, names]) => [join(kitDir, 'dist', folder, 'index.js'), names]),
      ),
    ),
  );
  const raw = await gzipSizeOf(entryFor({ 'react-aria-components': pair.raw }));
  const ratio = ours / raw;
  const verdict = ratio <= MAX_RATIO ? 'ok' : 'FAIL';
  if (verdict === 'FAIL') {
    failures.push(
      `${pair.name}: ${kB(ours)} is ${ratio.toFixed(3)}x the raw ${kB(raw)} (limit ${MAX_RATIO}x)`,
    );
  }
  rows.push({
    name: pair.name,
    ours: kB(ours),
    raw: kB(raw),
    ratio: `${ratio.toFixed(3)}x`,
    limit: `${MAX_RATIO}x`,
    verdict,
  });
}

const header = {
  name: 'Overlay',
  ours: '@tonearm/ui',
  raw: 'raw RAC',
  ratio: 'ratio',
  limit: 'limit',
  verdict: '',
};
const columns = Object.keys(header);
const widths = columns.map((column) =>
  Math.max(...[header, ...rows].map((row) => String(row[column]).length)),
);
const format = (row) =>
  columns
    .map((column, index) => String(row[column]).padEnd(widths[index]))
    .join('  ')
    .trimEnd();
console.log('Gzip size with all dependencies, minified, react and react-dom excluded');
console.log(format(header));
for (const row of rows) console.log(format(row));

if (failures.length > 0) {
  console.error(`\nUI ratio budgets failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
