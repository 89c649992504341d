import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadedBeforeLazyImports } from './build/loaded-before-lazy-imports';
import { reactRouterPureComponents } from './build/react-router-pure-components';
import { serviceWorker } from './build/service-worker';

// In development the API server runs on its own port; the app proxies the API paths to it.
const apiTarget = process.env.TONEARM_API_URL ?? 'http://127.0.0.1:3000';
const apiPaths = ['/api', '/auth', '/secure', '/storage'];

// React Router's package exports name only its development build, with its warnings; the production build it ships
// beside it is the one to bundle for production.
const reactRouterRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

const preload = loadedBeforeLazyImports();

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preload.plugin,
    reactRouterPureComponents(),
    // The offline app: the app's files ahead of use, except the admin area's and the backstage's, which need the
    // server anyway, and the error reporter's, which loads only where the operator turned it on.
    serviceWorker({
      entry: 'src/service-worker/sw.ts',
      leaveOut: /apps\/web\/src\/app\/admin-area\.tsx$|packages\/features\/(admin|backstage)\/|\/@sentry\//,
      publicFiles: ['favicon.svg'],
    }),
  ],
  resolve: {
    alias: [
      // SWR's hook for React 17 and older, which hands over React's own in React 19: React's own, without the shim.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)),
      },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterRoot, 'dist/production/index.mjs') }]
        : []),
    ],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every first visit loads (the entry and all it imports statically) in one chunk rather than the
          // few dozen small shared chunks automatic splitting makes of it: gzip compresses the whole far better
          // (about 10 kB less for every URL). Lazy chunks import from it as from any shared chunk. The two pages
          // most first visits land on, the sign-in page and the channels (the front page is one), each come as
          // one chunk too, with what they import that the entry lacks: 8 kB less for /login, 4.5 kB for /.
          groups: [
            // The kit's glyphs, the notice of a failed request and the answer of calls that only acknowledge too: the
            // sign-in page and the channels both use them, and in either page's chunk the other page would load that
            // whole chunk for them.
            {
              name: 'app',
              test: /apps\/web\/src\/main\.tsx$|packages\/ui\/src\/utils\/icons\.tsx$|shell\/src\/request-errors\/show-request-error\.ts$|client\/src\/contract\/acknowledgement\.ts$/,
            },
            // The sign-in page with the guest-only route around it, which the sign-in area's routes load beside it.
            { name: 'login', test: /features\/auth\/src\/(login\/LoginPage|guards\/GuestRoute)\.tsx$/ },
            {
              name: 'channel',
              test: /features\/catalogue\/src\/(front-page\/FrontPage|channel-page\/ChannelPage)\.tsx$/,
            },
            // The catalogue's other glyphs, for its menus, editors and dialogs: one chunk rather than one per glyph.
            { name: 'catalogue-glyphs', test: /features\/catalogue\/src\/icons\/[a-z-]+-icon\.tsx$/ },
          ],
        },
      },
    },
    // A lazy import preloads what its chunk needs beyond what is loaded already, so no chunk lists the entry's files.
    // The offline page preloads nothing: the service worker keeps its files ahead of use, and its list of a few dozen
    // files would sit in the entry, which every first visit loads.
    modulePreload: {
      resolveDependencies: (target, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        if (/^assets\/offline-lazy-/.test(target)) return [];
        return deps.filter((dep) => !preload.loadedWith(hostId).has(dep));
      },
    },
  },
}));
