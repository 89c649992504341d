import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { randomToken } from '../security/tokens';
import type { Disk } from './disk';
import { writeGathered } from './gathered-writes';

/** Where public-disk uploads live inside the public storage folder, and so under `/storage/`. */
export const PUBLIC_UPLOADS_FOLDER = 'files';

/** What a finished write stored. */
export interface StoredObject {
  size: number;
  /** The bytes' content tag (`contentTag`), which the ETag of a single PUT or a part carries. */
  tag: string;
}

/**
 * Where a content tag comes from: SHA-256, of which a tag keeps the first 128 bits in hex. S3 puts an MD5 in a
 * part's ETag, but clients must take an ETag as opaque (S3's own differ under encryption). A tag is computed on the
 * server's main thread over every byte stored, and SHA-256 runs at 1.5 GB/s on CPUs with SHA extensions against
 * MD5's 0.6, which held multipart uploads to a third of their speed.
 */
export function contentHash(): Hash {
  return createHash('sha256');
}

/** The content tag of what `hash` has seen: 32 hex digits, the same for the same bytes. */
export function contentTagOf(hash: Hash): string {
  return hash.digest('hex').slice(0, 32);
}

/** The content tag of `bytes`. */
export function contentTag(bytes: Uint8Array): string {
  return contentTagOf(contentHash().update(bytes));
}

/**
 * The two disks on the local file system (doc 000 §9): `public` inside `DATA_DIR/storage` (served to anyone under
 * `/storage/`), `uploads` in `DATA_DIR/uploads` (served only through its file entry). Objects are named by the
 * server, so a name is always one path segment.
 */
export class LocalDisks {
  constructor(private readonly dataDir: string) {}

  folderOf(disk: Disk): string {
    return disk === 'public'
      ? join(this.dataDir, 'storage', PUBLIC_UPLOADS_FOLDER)
      : join(this.dataDir, 'uploads');
  }

  fileOf(disk: Disk, name: string): string {
    if (!isObjectName(name) && !isFiledObjectName(name)) throw new Error(`Not an object name: ${name}`);
    return join(this.folderOf(disk), name);
  }

  /**
   * Writes `source` to `file` through a temporary file renamed at the end, so a reader (or a crash) never sees half
   * an object; at most `maxBytes` are accepted.
   */
  static async writeFile(
    file: string,
    source: AsyncIterable<Uint8Array>,
    maxBytes = Number.POSITIVE_INFINITY,
  ): Promise<StoredObject> {
    const folder = join(file, '..');
    await mkdir(folder, { recursive: true });
    const temporary = `${file}.${randomToken(6)}.partial`;
    const hash = contentHash();
    let size = 0;
    try {
      const handle = await open(temporary, 'w');
      try {
        await writeGathered(source, handle, 0, (chunk) => {
          size += chunk.byteLength;
          if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
          hash.update(chunk);
        });
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size, tag: contentTagOf(hash) };
  }

  write(disk: Disk, name: string, source: AsyncIterable<Uint8Array>, maxBytes?: number) {
    return LocalDisks.writeFile(this.fileOf(disk, name), source, maxBytes);
  }

  /** Moves a finished file (a tus upload) onto a disk without copying it. */
  async adopt(disk: Disk, name: string, file: string): Promise<void> {
    const target = this.fileOf(disk, name);
    await mkdir(dirname(target), { recursive: true });
    await rename(file, target);
  }

  async sizeOf(disk: Disk, name: string): Promise<number | null> {
    const info = await stat(this.fileOf(disk, name)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  read(disk: Disk, name: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.fileOf(disk, name), range);
  }

  async remove(disk: Disk, name: string): Promise<void> {
    await rm(this.fileOf(disk, name), { force: true });
  }
}

/** A name the server gives objects: letters, digits, `-`, `_` and one extension; never a path. */
export function isObjectName(name: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}(\.[A-Za-z0-9]{1,16})?$/.test(name);
}

/**
 * A name the server gives the objects it files in a folder of a disk (the disk prefix of doc 000 §9, such as
 * `avatars/<name>`): one lowercase folder, then an object name. Never a name a client chooses.
 */
export function isFiledObjectName(name: string): boolean {
  const [folder, object, ...rest] = name.split('/');
  return rest.length === 0 && /^[a-z0-9-]{1,32}$/.test(folder ?? '') && isObjectName(object ?? '');
}

/** A new object name keeping the file's extension, so served files get the right type. */
export function newObjectName(extension: string | null): string {
  const safe =
    extension
      ?.toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 16) ?? '';
  return safe === '' ? randomToken(18) : `${randomToken(18)}.${safe}`;
}

/** A body went past the size it was allowed. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes.`);
    this.name = 'ObjectTooLargeError';
  }
}
