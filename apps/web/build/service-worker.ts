import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** The built `index.html` as the service worker keeps it, for pages opened without a network. */
export const APP_SHELL = '/app-shell.html';

export interface ServiceWorkerOptions {
  /** The worker's source, built to `sw.js` at the root of the build. */
  entry: string;
  /** The modules whose lazy chunks (and what only they import) the worker does not keep ahead of use. */
  leaveOut: RegExp;
  /** Files of `public/` the worker keeps too. */
  publicFiles: readonly string[];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

const revisionOf = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The entry's files and every lazy chunk reachable from it, except those `leaveOut` names. */
export function precachedFiles(chunks: readonly BuiltChunk[], leaveOut: RegExp): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file)) return;
    files.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
    for (const lazy of chunk.dynamicImports) {
      const facade = byFile.get(lazy)?.facadeModuleId;
      if (!facade || !leaveOut.test(facade)) visit(lazy);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...files].sort();
}

/**
 * Builds the service worker beside the app: `sw.js` at the root (a classic script, as every browser runs it), with
 * the list of files to keep written in, and `app-shell.html`, the built page without bootstrap data.
 */
export function serviceWorker({ entry, leaveOut, publicFiles }: ServiceWorkerOptions): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'tonearm:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const shell = await readFile(join(outDir, 'index.html'));
      await writeFile(join(outDir, APP_SHELL.slice(1)), shell);
      const chunks = Object.values(bundle).filter(
        (item): item is BuiltChunk & typeof item => item.type === 'chunk',
      );
      const entries = [
        { url: APP_SHELL, revision: revisionOf(shell) },
        ...(await Promise.all(
          publicFiles.map(async (file) => ({
            url: `/${file}`,
            revision: revisionOf(await readFile(join(outDir, file))),
          })),
        )),
        // Hashed names change with their content: no revision needed.
        ...precachedFiles(chunks, leaveOut).map((file) => ({ url: `/${file}`, revision: null })),
      ];
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE_ENTRIES__: JSON.stringify(entries),
          __APP_SHELL__: JSON.stringify(APP_SHELL),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          sourcemap: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'tonearmServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
