// The server test files whose outcome can depend on the database engine: those that reach, through their relative
// imports, code reading TEST_DATABASE_URL. The rest never open PostgreSQL, so `test:postgres` would only run them
// on PGlite a second time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ENGINE_SWITCH = 'TEST_DATABASE_URL';
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function resolveImport(importer, specifier) {
  const base = resolve(dirname(importer), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Whether `file` or anything it imports relatively reads the engine switch. */
function reachesEngineSwitch(file, answers, visiting = new Set()) {
  if (answers.has(file)) return answers.get(file);
  if (visiting.has(file)) return false;
  visiting.add(file);
  const source = readFileSync(file, 'utf8');
  let reaches = source.includes(ENGINE_SWITCH);
  for (const match of reaches ? [] : source.matchAll(RELATIVE_IMPORT)) {
    const imported = resolveImport(file, match[1]);
    if (imported && reachesEngineSwitch(imported, answers, visiting)) {
      reaches = true;
      break;
    }
  }
  answers.set(file, reaches);
  return reaches;
}

/** The engine-dependent test files under `sourceRoot`, sorted. */
export function engineDependentTests(sourceRoot) {
  const answers = new Map();
  return filesUnder(sourceRoot)
    .filter((file) => file.endsWith('.test.ts') && reachesEngineSwitch(file, answers))
    .sort();
}
