import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/scripts/**/*.test.ts',
            'apps/*/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', 'apps/server/**'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The API server's tests: `pnpm test:unit` runs them beside `unit`, `pnpm test:postgres` on PostgreSQL.
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          // Each file starts its own server over its own database, so the files can share one module graph
          // instead of loading the server afresh for each: the server's files take a third less time (their
          // imports went from 135 s to 6 s). The component tests keep their isolation: their DOM and timers leak.
          isolate: false,
          // They talk to real servers hashing real passwords; a first request can take seconds while the JIT warms.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // Two built server instances on a throwaway PostgreSQL and bucket, behind a balancer (`pnpm test:scale-out`).
          name: 'scale-out',
          include: ['apps/server/src/scale-out/**/*.scale.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite re-optimise and reload the page,
        // which fails the stories that were loading at that moment on a cold cache.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-router',
            'react-aria',
            'react-aria-components',
            'react-stately',
            '@floating-ui/react',
            'class-variance-authority',
            'clsx',
            'zod',
            'swr',
            'swr/infinite',
            'dompurify',
            'msw',
            'msw/browser',
            '@formatjs/icu-messageformat-parser',
            'msw-storybook-addon/csf3',
            '@tanstack/react-virtual',
            'simple-icons',
            'recharts',
            '@internationalized/date',
            'react-hook-form',
            'react-aria/private/live-announcer/LiveAnnouncer',
            'react-aria/useProgressBar',
            // The custom page editor's, loaded lazily: found late, they would make Vite reload a running story.
            '@tiptap/react',
            '@tiptap/starter-kit',
          ],
        },
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The kit's key states compared with committed baselines (packages/ui/src/screenshots/__screenshots__).
        plugins: [react(), tailwindcss()],
        // Crawled up front: the kit's dependencies live in packages/ui, out of reach of a root `include`, and one
        // discovered mid-run would make Vite re-optimise and reload the page under a running test.
        optimizeDeps: { entries: ['packages/ui/src/screenshots/**/*.screenshot.tsx'] },
        test: {
          name: 'screenshots',
          include: ['packages/ui/src/screenshots/**/*.screenshot.tsx'],
          // Diffs of a failed comparison land in the ignored test-results/, never beside the baselines.
          attachmentsDir: 'test-results/screenshots',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            // Wider than the 768 px breakpoint, so overlays take their desktop layout unless a test narrows it.
            viewport: { width: 1024, height: 640 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliased pixels are ignored; any other changed pixel fails the comparison.
                comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
