import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/features/*/src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The mock server's service worker (story-mock-worker.js, around MSW's mockServiceWorker.js) is served from here.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: {
    // The props tables list what a kit component inherits from React Aria, which only the TypeScript parser follows
    // across packages. The story tests show no props tables, so they keep the quicker parser.
    reactDocgen: process.env.VITEST ? 'react-docgen' : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The kit's components are the ones with props tables; the feature screens take no props worth a table.
      tsconfigPath: 'packages/ui/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React Aria's and React Stately's props, not the hundreds of DOM attributes and events every element takes.
      propFilter: (prop) =>
        !prop.parent ||
        !/node_modules/.test(prop.parent.fileName) ||
        (/react-aria|react-stately|@react-types/.test(prop.parent.fileName) &&
          !/^Global(DOMAttributes|DOMEvents)$/.test(prop.parent.name)),
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
