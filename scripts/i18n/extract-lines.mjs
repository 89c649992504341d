// Writes the catalogue of the product's English source lines: every literal passed as the first argument of
// `trans(…)` or `t(…)` in the packages' source and the server's (its mails and notifications; tests, stories and
// story data left out). The translate screen of the admin area lists these keys, so a translator sees every line
// of the interface, the mails and the notifications without hunting for it. Beside it, the lines only the server
// writes: the browser never formats them, so the bootstrap data carries none of their parsed forms.
//
//   node scripts/i18n/extract-lines.mjs            rewrites the catalogues
//   node scripts/i18n/extract-lines.mjs --check    exits 1 when a catalogue is out of date
//   --root <folder>  --out <file>                  read and write elsewhere (the script's own tests use them);
//                                                  the mail-only lines go to mail-lines.json beside <file>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CATALOGUE = join(repoRoot, 'apps/server/src/admin/localizations/source-lines.json');
const MAIL_CATALOGUE = 'mail-lines.json';
const TRANSLATE_CALLS = new Set(['trans', 't']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook', 'test-support', 'storybook-static']);
const isSourceFile = (name) =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|stories|d)\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts');

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* sourceFiles(join(folder, entry.name));
    } else if (isSourceFile(entry.name)) {
      yield join(folder, entry.name);
    }
  }
}

const calleeName = (expression) => {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
};

/** The literal first arguments of translation calls in one file's text. */
export function linesInSource(fileName, text) {
  const found = [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node) => {
    if (ts.isCallExpression(node) && TRANSLATE_CALLS.has(calleeName(node.expression) ?? '')) {
      const [first] = node.arguments;
      // A computed line (`trans(LABELS[type])`) cannot be read here; its strings are added on the translate screen.
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
        found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The interface's packages, and the server, whose mails are written with a translator called `trans`.
const INTERFACE_ROOT = 'packages';
const SERVER_ROOT = 'apps/server/src';

function linesUnder(root, name) {
  const lines = new Set();
  const folder = join(root, name);
  if (!existsSync(folder)) return lines;
  for (const file of sourceFiles(folder)) {
    for (const line of linesInSource(file, readFileSync(file, 'utf8'))) lines.add(line);
  }
  return lines;
}

const sorted = (lines) => [...lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Every source line under `root`'s packages and server, once each, sorted. */
export function extractLines(root) {
  return sorted(new Set([...linesUnder(root, INTERFACE_ROOT), ...linesUnder(root, SERVER_ROOT)]));
}

/** The lines only the server writes (its mails and in-app notifications), which the browser never formats, once each, sorted. */
export function extractMailOnlyLines(root) {
  const shown = linesUnder(root, INTERFACE_ROOT);
  return sorted([...linesUnder(root, SERVER_ROOT)].filter((line) => !shown.has(line)));
}

const sameLines = (a, b) => a.length === b.length && a.every((line, index) => line === b[index]);

function main(argv) {
  const option = (name) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const root = option('--root') ?? repoRoot;
  const out = option('--out') ?? CATALOGUE;
  const catalogues = [
    [out, extractLines(root)],
    [join(dirname(out), MAIL_CATALOGUE), extractMailOnlyLines(root)],
  ];
  for (const [file, lines] of catalogues) {
    if (argv.includes('--check')) {
      const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
      if (!Array.isArray(current) || !sameLines(current, lines)) {
        console.error(
          `${relative(process.cwd(), file)} is out of date: run node scripts/i18n/extract-lines.mjs to rewrite it.`,
        );
        process.exitCode = 1;
      }
      continue;
    }
    writeFileSync(file, `${JSON.stringify(lines, null, 2)}\n`);
    console.log(`${lines.length} lines written to ${relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
