// Rewrites the `exports` maps of package.json from the component folders: run after adding or removing one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './component-folders.mjs';
import { publishedExports, workspaceExports } from './package-exports.mjs';

const manifestPath = join(packageDir, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
manifest.exports = workspaceExports();
manifest.publishConfig = { ...manifest.publishConfig, exports: publishedExports() };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`sync-exports: ${Object.keys(manifest.exports).length} subpaths in package.json`);
