import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The kit's package folder (`packages/ui`). */
export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The component folders of the kit: every folder of `src/` with an `index.ts`, which is its public surface.
 * Folders without one (`utils`, `screenshots`) are private and get no subpath.
 * @returns {string[]} folder names, sorted
 */
export function componentFolders() {
  const srcDir = join(packageDir, 'src');
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}
