import { defineConfig } from 'tsup';
import { componentFolders } from './scripts/component-folders.mjs';
import { exactCaseResolution } from './scripts/exact-case-resolution.mjs';

// One entry per component folder, so `@tonearm/ui/<folder>` loads that folder and the chunks it shares.
const entry = Object.fromEntries([
  ['index', 'src/index.ts'],
  ...componentFolders().map((folder) => [`${folder}/index`, `src/${folder}/index.ts`]),
]);

export default defineConfig({
  entry,
  format: ['esm'],
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  splitting: true,
  sourcemap: true,
  // tsup already leaves `dependencies` and `peerDependencies` external; React's subpaths are named so that
  // `react/jsx-runtime` and `react-dom/client` never end up in the bundle either.
  external: [/^react($|\/)/, /^react-dom($|\/)/],
  // esbuild matches file names case-insensitively; `src/toast` holds both `toast.ts` and `Toast.tsx`.
  esbuildPlugins: [exactCaseResolution()],
  // TypeScript 6 reports the `baseUrl` that tsup's declaration build sets as deprecated (TS5101).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
});
