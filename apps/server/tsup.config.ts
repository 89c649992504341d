import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages export TypeScript source, so they are bundled; registry packages stay in node_modules.
  noExternal: [/^@tonearm\//],
  dts: false,
});
