import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';
import { writeGathered } from './gathered-writes';

/**
 * How long an unfinished tus upload is kept from its creation: longer than the client keeps its resume record after
 * the last chunk (24 h), so an upload still in progress is never swept from under it.
 */
export const TUS_UPLOAD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Where unfinished tus uploads live: each as its bytes and a `<key>.json` record. */
export function tusDirectory(dataDir: string): string {
  return join(dataDir, 'tus');
}

/**
 * @tus/file-store with the chunks of a PATCH gathered into large writes (`gathered-writes.ts`): its own write stream
 * makes a thread-pool trip per socket chunk, one at a time, which held a PATCH well under the disk's speed. As
 * there, every byte received goes to the file, and a cut request keeps what it brought.
 */
export class GatheringFileStore extends FileStore {
  /** Each upload's write still going on, which may outlast its request: tus lets go of a cut body at once. */
  readonly #writes = new Map<string, Promise<unknown>>();

  override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
    const writing = this.#writeAt(readable, fileId, offset);
    const settled = writing.catch(() => undefined);
    this.#writes.set(fileId, settled);
    try {
      return await writing;
    } finally {
      if (this.#writes.get(fileId) === settled) this.#writes.delete(fileId);
    }
  }

  /** Resolves once every byte received for the upload is in its file. */
  async written(id: string): Promise<void> {
    await this.#writes.get(id);
  }

  async #writeAt(readable: Readable, fileId: string, offset: number): Promise<number> {
    // The upload's key was checked by the route (32 hex digits), so it names a file inside the directory.
    const handle = await open(join(this.directory, fileId), 'r+');
    try {
      return offset + (await writeGathered(readable, handle, offset));
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      await handle.close();
    }
  }
}

export function createTusFileStore(dataDir: string): GatheringFileStore {
  return new GatheringFileStore({
    directory: tusDirectory(dataDir),
    expirationPeriodInMilliseconds: TUS_UPLOAD_LIFETIME_MS,
  });
}
