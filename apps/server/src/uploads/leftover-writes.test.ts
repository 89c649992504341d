import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEFTOVER_WRITE_AGE_MS, sweepLeftoverWrites } from './leftover-writes';

let dataDir: string;
const now = new Date('2026-11-25T12:00:00Z');

async function file(path: string, ageMs: number): Promise<string> {
  const full = join(dataDir, path);
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, 'bytes');
  const touched = new Date(now.getTime() - ageMs);
  await utimes(full, touched, touched);
  return full;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tonearm-leftovers-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('sweeping the writes a crash left behind', () => {
  it('removes old half-written files and stranded plain uploads, and nothing else', async () => {
    const old = LEFTOVER_WRITE_AGE_MS + 1000;
    const leftovers = [
      await file('uploads/abc.mp3.k3j2h1.partial', old),
      await file('storage/files/def.png.9s8d7f.partial', old),
      await file('multipart/0f3c/00002.a1b2c3.partial', old),
      await file('incoming/Zm9vYmFyYmF6cXV4', old),
    ];
    const kept = [
      // Writes still in progress touch their files.
      await file('uploads/ghi.flac.x1y2z3.partial', 5_000),
      await file('incoming/c3RpbGwgYXJyaXZpbmc', 5_000),
      // Finished objects and parts stay whatever their age.
      await file('uploads/abc.mp3', old),
      await file('storage/files/def.png', old),
      await file('multipart/0f3c/00001.d41d8cd98f00b204e9800998ecf8427e', old),
      await file('tus/0123456789abcdef0123456789abcdef', old),
    ];

    expect(await sweepLeftoverWrites(dataDir, now)).toBe(leftovers.length);

    for (const path of leftovers) expect(existsSync(path), path).toBe(false);
    for (const path of kept) expect(existsSync(path), path).toBe(true);
  });

  it('answers 0 on a data folder with nothing written yet', async () => {
    expect(await sweepLeftoverWrites(dataDir, now)).toBe(0);
  });
});
