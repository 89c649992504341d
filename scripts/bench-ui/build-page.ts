import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { CaseDriver } from './cases/case-driver';

const VIRTUAL_ID = 'virtual:bench-cases';

// Lists only the cases whose components exist, so a kit folder still being written never breaks the build.
function benchCasesModule(casesDir: string, cases: readonly CaseDriver[]): Plugin {
  const pages = [...new Set(cases.map((driver) => driver.page ?? driver.id))];
  return {
    name: 'tonearm-bench-cases',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const entries = pages.map(
        (page) =>
          `${JSON.stringify(page)}: () => import(${JSON.stringify(join(casesDir, page, 'page.tsx'))}).then((m) => m.default)`,
      );
      return `export const benchCases = {\n${entries.join(',\n')}\n};\n`;
    },
  };
}

/** Builds the bench page for production into a new temporary folder and returns that folder. */
export async function buildBenchPage(options: {
  benchDir: string;
  kitDir: string;
  cases: readonly CaseDriver[];
  /** Keeps names readable in CPU profiles. */
  minify?: boolean;
}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'tonearm-bench-ui-'));
  await build({
    configFile: false,
    root: join(options.benchDir, 'page'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss(), benchCasesModule(join(options.benchDir, 'cases'), options.cases)],
    resolve: {
      // The raw cases import react-aria-components from outside the kit: use the kit's own copy.
      alias: { 'react-aria-components': join(options.kitDir, 'node_modules', 'react-aria-components') },
      dedupe: ['react', 'react-dom'],
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      minify: options.minify ?? true,
    },
  });
  return outDir;
}
