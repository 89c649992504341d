import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { incomingFolder } from './plain-upload-form';

/**
 * How long a file must sit untouched before it counts as left over. A write in progress touches its file with every
 * chunk, so only a write whose process died (or whose client vanished long ago) gets this old.
 */
export const LEFTOVER_WRITE_AGE_MS = 60 * 60 * 1000;

/** Folders under `DATA_DIR` where objects are written through `<name>.<random>.partial` files. */
const WRITTEN_FOLDERS = ['uploads', 'storage', 'multipart'];

const isPartial = (name: string) => name.endsWith('.partial');

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Removes what writes cut short by a crash leave behind under `dataDir`: half-written `.partial` files beside the
 * objects and parts, and plain uploads received into `incoming` that never reached their disk. Answers how many
 * files went.
 */
export async function sweepLeftoverWrites(dataDir: string, now: Date): Promise<number> {
  const cutoff = now.getTime() - LEFTOVER_WRITE_AGE_MS;
  const written = await Promise.all(WRITTEN_FOLDERS.map((folder) => filesUnder(join(dataDir, folder))));
  const candidates = [
    ...written.flat().filter((file) => isPartial(file)),
    ...(await filesUnder(incomingFolder(dataDir))),
  ];
  let removed = 0;
  for (const file of candidates) {
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs > cutoff) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
