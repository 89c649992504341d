import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// TypeScript's order: `.ts` before `.tsx`.
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'];

function isFile(path) {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * An esbuild plugin that resolves relative imports by their exact file name, like TypeScript does on Linux.
 * esbuild matches names case-insensitively, so in a folder holding both `toast.ts` and `Toast.tsx` it resolves
 * `./toast` to `Toast.tsx` and `./Toast` to the missing `Toast.ts`.
 * @returns {import('esbuild').Plugin}
 */
export function exactCaseResolution() {
  return {
    name: 'tonearm-exact-case-resolution',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const base = resolve(args.resolveDir, args.path);
        const candidates = [
          base,
          ...EXTENSIONS.map((extension) => `${base}${extension}`),
          ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
        ];
        const path = candidates.find(isFile);
        return path === undefined ? undefined : { path };
      });
    },
  };
}
