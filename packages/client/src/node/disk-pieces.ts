import { type FileHandle, open } from 'node:fs/promises';
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
const BUFFERS = READS_AHEAD + 2;

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
 * The bytes of `extent`, read from the disk {@link READS_AHEAD} pieces ahead into {@link BUFFERS} buffers that are
 * used again once released: a request holds 4 MiB however large its slice, and makes no garbage. Refuses a file
 * that is no longer the one opened (size or modification time), as a browser does.
 */
export async function* diskPieces(extent: DiskExtent): AsyncGenerator<BodyPiece> {
  const handle = await open(extent.path, 'r');
  const reads: Promise<BodyPiece>[] = [];
  try {
    const stats = await handle.stat();
    if (stats.size !== extent.fileSize || stats.mtimeMs !== extent.fileModified)
      throw fileChanged(extent.path);

    const free: Buffer[] = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafeSlow(READ_PIECE));
    let bufferFreed: (() => void) | undefined;
    const release = (buffer: Buffer) => {
      free.push(buffer);
      bufferFreed?.();
    };
    let position = extent.start;
    const readAhead = () => {
      for (let buffer = free.pop(); buffer !== undefined; buffer = free.pop()) {
        if (reads.length >= READS_AHEAD || position >= extent.end) {
          free.push(buffer);
          return;
        }
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
  }
}
