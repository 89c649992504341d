import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs on its own port; the app proxies the API paths to it.
const apiTarget = process.env.TONEARM_API_URL ?? 'http://127.0.0.1:3000';
const apiPaths = ['/api', '/auth', '/secure', '/storage'];

// React Router's package exports name only its development build, with its warnings; the production build it ships
// beside it is the one to bundle for production.
const reactRouterRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterRoot, 'dist/production/index.mjs') }]
        : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budgets read which chunks the first page load needs from the manifest.
    manifest: true,
  },
}));
