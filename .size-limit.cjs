// Budgets checked by `pnpm test:budgets` (gzip). Reference figures are in ../shared/TOOLCHAIN.md.
module.exports = [
  {
    name: 'Web app: JavaScript loaded on first visit',
    path: 'apps/web/dist/assets/index-*.js',
    gzip: true,
    limit: '260 kB',
  },
  {
    name: 'Web app: CSS',
    path: 'apps/web/dist/assets/index-*.css',
    gzip: true,
    limit: '30 kB',
  },
  {
    name: '@tonearm/client: createHttpClient with every convention',
    path: 'packages/client/src/index.ts',
    import: '{ createHttpClient }',
    gzip: true,
    limit: '6 kB',
  },
  {
    // The built kit as an app installs it: the root entry must tree-shake down to the Button.
    name: '@tonearm/ui: Button imported alone',
    path: 'packages/ui/dist/index.js',
    import: '{ Button }',
    ignore: ['react', 'react-dom'],
    gzip: true,
    limit: '15 kB',
    // tsup's entries import their shared chunks for evaluation order; they are pure, so dropping them is right.
    modifyEsbuildConfig: (config) => ({ ...config, logOverride: { 'ignored-bare-import': 'silent' } }),
  },
];
