import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_LOG_FILE_PATTERN, type ErrorLogFile } from '@tonearm/client/contract';
import { notFound } from '../http/errors';

/** How much of a log file is read for its entries: the newest part of a larger one, so a flood cannot stall. */
export const MAX_READ_BYTES = 16 * 1024 * 1024;

/** A log file the admin named, found inside the log folder. */
export interface FoundLogFile extends ErrorLogFile {
  path: string;
}

/**
 * The log file `name` names, or a 404. Only a daily file's exact name is accepted, so no path (`..`, `/`, an
 * encoded separator) ever reaches the file system.
 */
export async function findLogFile(directory: string, name: string): Promise<FoundLogFile> {
  if (!ERROR_LOG_FILE_PATTERN.test(name)) throw notFound('There is no such log file.');
  const path = join(directory, name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound('There is no such log file.');
  return { name, path, size: info.size, modified_at: info.mtime.toISOString() };
}

/** Every daily log file in the folder, newest first. */
export async function listLogFiles(directory: string): Promise<ErrorLogFile[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => ERROR_LOG_FILE_PATTERN.test(name))
      .map((name) => findLogFile(directory, name).catch(() => null)),
  );
  return files
    .filter((file): file is FoundLogFile => file !== null)
    .map(({ name, size, modified_at }) => ({ name, size, modified_at }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** The text of a log file, or its newest {@link MAX_READ_BYTES} when it is larger. */
export async function readLogText(file: FoundLogFile): Promise<{ text: string; cut: boolean }> {
  const handle = await open(file.path, 'r');
  try {
    const length = Math.min(file.size, MAX_READ_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, file.size - length);
    return { text: buffer.toString('utf8'), cut: length < file.size };
  } finally {
    await handle.close();
  }
}

/** Removes a log file the admin named (already found by {@link findLogFile}). */
export async function deleteLogFile(file: FoundLogFile): Promise<void> {
  await rm(file.path, { force: true });
}
