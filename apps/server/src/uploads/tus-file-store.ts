import { join } from 'node:path';
import { FileStore } from '@tus/file-store';

/**
 * How long an unfinished tus upload is kept from its creation: longer than the client keeps its resume record after
 * the last chunk (24 h), so an upload still in progress is never swept from under it.
 */
export const TUS_UPLOAD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Where unfinished tus uploads live: each as its bytes and a `<key>.json` record. */
export function tusDirectory(dataDir: string): string {
  return join(dataDir, 'tus');
}

export function createTusFileStore(dataDir: string): FileStore {
  return new FileStore({
    directory: tusDirectory(dataDir),
    expirationPeriodInMilliseconds: TUS_UPLOAD_LIFETIME_MS,
  });
}
