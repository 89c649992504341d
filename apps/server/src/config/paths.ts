import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the server package, found by walking up from this module, so it is the same whether the code
 * runs from `src/` (tests, `pnpm dev`) or from the bundled `dist/main.js`.
 */
export function serverPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let directory = dirname(from);
  for (;;) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@tonearm/server') {
      return directory;
    }
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`Could not find the @tonearm/server package above ${from}`);
    directory = parent;
  }
}

/** The repository root; debug traces show paths relative to it. */
export function projectRoot(): string {
  return resolve(serverPackageRoot(), '../..');
}

/** The built web app: `WEB_DIST` when set, otherwise `apps/web/dist` beside this package. */
export function webDistFolder(webDist: string | undefined): string {
  return webDist ? resolve(webDist) : resolve(serverPackageRoot(), '../web/dist');
}
