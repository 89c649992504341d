import { type FileHandle, open } from 'node:fs/promises';
import { BufferPool } from './buffer-pool';
import type { DiskExtent } from './disk-file';

/** Bytes of a body on their way to the socket; `release` hands the memory back once the socket has taken them. */
export interface BodyPiece {
  bytes: Uint8Array;
  release?: () => void;
}

/** One read from the disk. */
const READ_PIECE = 1024 * 1024;
/** Reads in flight ahead of the piece being sent: one read at a time left the socket waiting on the disk. */
const READS_AHEAD = 2;
/** Buffers per body: those being read, and those the socket still holds (its send buffer spans up to two). */
const BUFFERS_PER_BODY = READS_AHEAD + 2;

/** A pool of the buffers disk bodies read into, keeping enough for `bodies` bodies sent at once. */
export const diskBufferPool = (bodies: number) => new BufferPool(READ_PIECE, bodies * BUFFERS_PER_BODY);

/** The error a browser gives for a file changed since it was chosen. */
function fileChanged(path: string): Error {
  const error = new Error(`${path} changed after it was opened for upload.`);
  error.name = 'NotReadableError';
  return error;
}

async function readFully(
  handle: FileHandle,
  buffer: Buffer,
  length: number,
  position: number,
  path: string,
): Promise<Uint8Array> {
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) throw fileChanged(path);
    filled += bytesRead;
  }
  return buffer.subarray(0, length);
}

/**
 * The bytes of `extent`, read from the disk {@link READS_AHEAD} pieces ahead into at most
 * {@link BUFFERS_PER_BODY} buffers from `pool`, each used again once released and given back to the pool when the
 * body is done with it: a body holds 4 MiB however large its slice, and makes no garbage. Refuses a file that is no
 * longer the one opened (size or modification time), as a browser does.
 */
export async function* diskPieces(extent: DiskExtent, pool = diskBufferPool(1)): AsyncGenerator<BodyPiece> {
  const handle = await open(extent.path, 'r');
  const reads: Promise<BodyPiece>[] = [];
  const free: Buffer[] = [];
  let done = false;
  try {
    const stats = await handle.stat();
    if (stats.size !== extent.fileSize || stats.mtimeMs !== extent.fileModified)
      throw fileChanged(extent.path);

    let taken = 0;
    const take = () => {
      const buffer = free.pop();
      if (buffer !== undefined || taken === BUFFERS_PER_BODY) return buffer;
      taken += 1;
      return pool.take();
    };
    let bufferFreed: (() => void) | undefined;
    const release = (buffer: Buffer) => {
      // A buffer the socket lets go of after the body is done goes straight back to the pool.
      if (done) {
        pool.give(buffer);
        return;
      }
      free.push(buffer);
      bufferFreed?.();
    };
    let position = extent.start;
    const readAhead = () => {
      while (reads.length < READS_AHEAD && position < extent.end) {
        const buffer = take();
        if (buffer === undefined) return;
        const length = Math.min(READ_PIECE, extent.end - position);
        const read = readFully(handle, buffer, length, position, extent.path).then((bytes) => ({
          bytes,
          release: () => release(buffer),
        }));
        // A read left behind when the body stops early must not go unhandled.
        read.catch(() => undefined);
        reads.push(read);
        position += length;
      }
    };

    for (;;) {
      readAhead();
      const next = reads.shift();
      if (next !== undefined) {
        yield await next;
      } else if (position < extent.end) {
        // Every buffer is still with the socket.
        await new Promise<void>((resolve) => {
          bufferFreed = resolve;
        });
        bufferFreed = undefined;
      } else {
        return;
      }
    }
  } finally {
    // The handle is closed only once no read can still use it.
    await Promise.allSettled(reads);
    await handle.close();
    done = true;
    for (const buffer of free.splice(0)) pool.give(buffer);
  }
}
