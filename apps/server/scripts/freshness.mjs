import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold output or dependencies, never sources. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
]);

/**
 * The newest modification time (ms) of the files at `paths`, walking folders; 0 when none exist.
 * @param {string[]} paths
 * @returns {number}
 */
export function newestModification(paths) {
  let newest = 0;
  for (const path of paths) {
    let info;
    try {
      info = statSync(path);
    } catch {
      continue;
    }
    if (info.isDirectory()) {
      const children = readdirSync(path)
        .filter((name) => !SKIPPED_FOLDERS.has(name) && !name.startsWith('.'))
        .map((name) => join(path, name));
      newest = Math.max(newest, newestModification(children));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  }
  return newest;
}

/**
 * Whether `output` must be (re)built: it is missing, or a source changed after it was written.
 * @param {string} output A file the build writes.
 * @param {string[]} sources Files and folders it is built from.
 * @returns {boolean}
 */
export function needsBuild(output, sources) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return newestModification(sources) > built;
}

/**
 * Every `src` folder and manifest of the workspace packages the apps bundle.
 * @param {string} repoRoot
 * @returns {string[]}
 */
export function workspacePackageSources(repoRoot) {
  const folders = [join(repoRoot, 'packages')];
  const features = join(repoRoot, 'packages/features');
  if (existsSync(features)) folders.push(features);
  return folders.flatMap((folder) =>
    readdirSync(folder).flatMap((name) => [join(folder, name, 'src'), join(folder, name, 'package.json')]),
  );
}

/**
 * Whether the web app's build is missing or older than its sources (the app and every workspace package).
 * @param {string} repoRoot
 * @returns {boolean}
 */
export function webBuildIsStale(repoRoot) {
  const webRoot = join(repoRoot, 'apps/web');
  return needsBuild(join(webRoot, 'dist/index.html'), [webRoot, ...workspacePackageSources(repoRoot)]);
}
