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
];
