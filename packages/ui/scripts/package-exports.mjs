import { componentFolders } from './component-folders.mjs';

/**
 * The `exports` map the workspace uses: TypeScript source, one subpath per component folder plus the root.
 * `./styles.css` and `./tailwind.css` are both the Tailwind entry here, since every workspace app runs Tailwind.
 * @param {string[]} [folders]
 */
export function workspaceExports(folders = componentFolders()) {
  return {
    '.': './src/index.ts',
    ...Object.fromEntries(folders.map((folder) => [`./${folder}`, `./src/${folder}/index.ts`])),
    './styles.css': './src/styles.css',
    './tailwind.css': './src/styles.css',
    './package.json': './package.json',
  };
}

/**
 * The `exports` map `pnpm publish` writes instead (`publishConfig.exports`): the built ESM and declarations,
 * the compiled CSS as `./styles.css`, and the Tailwind entry as `./tailwind.css`.
 * @param {string[]} [folders]
 */
export function publishedExports(folders = componentFolders()) {
  const built = (path) => ({ types: `./dist/${path}.d.ts`, import: `./dist/${path}.js` });
  return {
    '.': built('index'),
    ...Object.fromEntries(folders.map((folder) => [`./${folder}`, built(`${folder}/index`)])),
    './styles.css': './dist/tonearm-ui.css',
    './tailwind.css': './dist/tailwind.css',
    './package.json': './package.json',
  };
}
