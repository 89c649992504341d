import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file of a test, alone in a new folder of the system's temporary directory. */
export interface FileOnDisk {
  path: string;
  /** Removes the file and its folder. */
  remove(): Promise<void>;
}

/** Writes `bytes` to a file named `name` in a new temporary folder. */
export async function fileOnDisk(name: string, bytes: Uint8Array): Promise<FileOnDisk> {
  const folder = await mkdtemp(join(tmpdir(), 'tonearm-client-'));
  const path = join(folder, name);
  await writeFile(path, bytes);
  return { path, remove: () => rm(folder, { recursive: true, force: true }) };
}
