import { type FileHandle, open } from 'node:fs/promises';

/**
 * Most bytes waiting while a write is in flight, before reading the body pauses. A body arrives in socket-sized
 * chunks (64 KiB at most) and each write is a trip to libuv's thread pool: a file write stream writes them one at a
 * time behind its 16 KiB buffer, which makes the trips, not the disk, the limit. Gathering what arrives during a
 * write into the next one lets the writes grow to match the line.
 */
export const MAX_WAITING_BYTES = 4 * 1024 * 1024;
/** Bytes read from a part and written to its object at a time while a multipart upload is joined. */
const COPY_BLOCK_BYTES = 8 * 1024 * 1024;

async function writeAll(handle: FileHandle, buffers: Uint8Array[], position: number): Promise<void> {
  let rest = buffers;
  let at = position;
  while (rest.length > 0) {
    const { bytesWritten } = await handle.writev(rest, at);
    at += bytesWritten;
    let skipped = bytesWritten;
    while (rest.length > 0 && skipped >= (rest[0]?.byteLength ?? 0)) {
      skipped -= rest[0]?.byteLength ?? 0;
      rest = rest.slice(1);
    }
    if (skipped > 0 && rest[0]) rest = [rest[0].subarray(skipped), ...rest.slice(1)];
  }
}

/**
 * Writes what `source` yields into `handle` from `position`: each chunk is written at once when no write is in
 * flight, and the chunks that arrive during a write go together in the next one (up to
 * {@link MAX_WAITING_BYTES}), so reading the body and writing the file overlap. `inspect` sees each chunk before
 * it is kept (to count, limit or hash it) and may throw to refuse the rest of the body. What was kept before the
 * source failed or was refused is written all the same (a tus upload resumes from what its file holds); answers
 * the bytes written.
 */
export async function writeGathered(
  source: AsyncIterable<Uint8Array>,
  handle: FileHandle,
  position: number,
  inspect?: (chunk: Uint8Array) => void,
): Promise<number> {
  let written = 0;
  let waiting: Uint8Array[] = [];
  let waitingBytes = 0;
  // Never rejects: a failed write is kept in `writeFailure`.
  let writing: Promise<void> | undefined;
  let writeFailure: { error: unknown } | undefined;

  const pump = () => {
    if (writing || waitingBytes === 0 || writeFailure) return;
    const buffers = waiting;
    const bytes = waitingBytes;
    waiting = [];
    waitingBytes = 0;
    writing = writeAll(handle, buffers, position + written).then(
      () => {
        written += bytes;
        writing = undefined;
        pump();
      },
      (error: unknown) => {
        writeFailure = { error };
        writing = undefined;
      },
    );
  };
  const settled = async () => {
    while (writing) await writing;
  };

  let failure: { error: unknown } | undefined;
  try {
    for await (const chunk of source) {
      if (writeFailure) break;
      inspect?.(chunk);
      waiting.push(chunk);
      waitingBytes += chunk.byteLength;
      pump();
      while (writing && waitingBytes >= MAX_WAITING_BYTES) await writing;
    }
  } catch (error) {
    failure = { error };
  }
  await settled();
  if (writeFailure) throw writeFailure.error;
  if (failure) throw failure.error;
  return written;
}

/**
 * Appends the file at `path` to `output` from `position`, in blocks of 8 MiB: joining the parts of a multipart
 * upload costs one read and one write per block instead of a stream pipe's trips per 64 KiB. Answers the bytes
 * copied.
 */
export async function appendFile(output: FileHandle, path: string, position: number): Promise<number> {
  const input = await open(path, 'r');
  try {
    const { size } = await input.stat();
    const block = Buffer.allocUnsafe(Math.min(COPY_BLOCK_BYTES, Math.max(size, 1)));
    let copied = 0;
    for (;;) {
      const { bytesRead } = await input.read(block, 0, block.byteLength, copied);
      if (bytesRead === 0) return copied;
      await writeAll(output, [block.subarray(0, bytesRead)], position + copied);
      copied += bytesRead;
    }
  } finally {
    await input.close();
  }
}
