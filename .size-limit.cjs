// Budgets (gzip), all checked by `pnpm test:budgets`: the packages' by default, the UI kit's with
// BUDGETS=ui-kit (its overlay ratios are checked by scripts/budgets/check-ui-ratios.mjs, the web app's first visit
// by scripts/budgets/check-web-first-visit.mjs). Reference figures are in
// ../shared/TOOLCHAIN.md.

const productBudgets = [
  {
    // zod is left out: the contract's schemas need it anyway, so it is the app's cost, not the client's.
    name: '@tonearm/client: createHttpClient with every convention and error type',
    path: 'packages/client/src/index.ts',
    import: '{ createHttpClient }',
    ignore: ['zod'],
    gzip: true,
    limit: '6 kB',
  },
];

const uiKitBudgets = [
  {
    // The built kit as an app installs it: the root entry must tree-shake down to the Button.
    name: '@tonearm/ui: Button imported alone',
    path: 'packages/ui/dist/index.js',
    import: '{ Button }',
    ignore: ['react', 'react-dom'],
    gzip: true,
    // 1.3 kB of it is the class merging every component does, so a caller's class replaces the kit's own.
    limit: '16.5 kB',
    // tsup's entries import their shared chunks for evaluation order; they are pure, so dropping them is right.
    modifyEsbuildConfig: (config) => ({ ...config, logOverride: { 'ignored-bare-import': 'silent' } }),
  },
];

module.exports = process.env.BUDGETS === 'ui-kit' ? uiKitBudgets : productBudgets;
