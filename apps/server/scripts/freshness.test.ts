import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needsBuild, newestModification, webBuildIsStale } from './freshness.mjs';

let root: string;
const at = (seconds: number) => new Date(seconds * 1000);

async function file(path: string, modifiedAt: number) {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), path);
  await utimes(join(root, path), at(modifiedAt), at(modifiedAt));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tonearm-freshness-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('needsBuild', () => {
  it('builds when the output is missing', async () => {
    await file('src/app.ts', 100);
    expect(needsBuild(join(root, 'dist/index.html'), [join(root, 'src')])).toBe(true);
  });

  it('builds when a source, however deep, changed after the output', async () => {
    await file('dist/index.html', 200);
    await file('src/a.ts', 100);
    await file('src/deep/er/b.ts', 300);
    expect(needsBuild(join(root, 'dist/index.html'), [join(root, 'src')])).toBe(true);
  });

  it('skips the build when the output is newer than every source', async () => {
    await file('dist/index.html', 400);
    await file('src/a.ts', 100);
    await file('src/deep/b.ts', 300);
    expect(needsBuild(join(root, 'dist/index.html'), [join(root, 'src'), join(root, 'missing')])).toBe(false);
  });

  it('ignores dependencies, build output and hidden folders when dating the sources', async () => {
    await file('app/dist/index.html', 200);
    await file('app/src/a.ts', 100);
    await file('app/node_modules/dep/index.js', 900);
    await file('app/.cache/x', 900);
    expect(newestModification([join(root, 'app')])).toBe(100_000);
    expect(needsBuild(join(root, 'app/dist/index.html'), [join(root, 'app')])).toBe(false);
  });
});

describe('webBuildIsStale', () => {
  it('rebuilds the web app when a feature package changed after its build, and not otherwise', async () => {
    await file('apps/web/src/main.tsx', 100);
    await file('packages/ui/src/button.tsx', 100);
    await file('packages/features/player/src/engine.ts', 100);
    await file('apps/web/dist/index.html', 200);
    expect(webBuildIsStale(root)).toBe(false);
    await file('packages/features/player/src/engine.ts', 300);
    expect(webBuildIsStale(root)).toBe(true);
  });
});
