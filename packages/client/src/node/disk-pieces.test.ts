import { appendFile, truncate, utimes } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf } from '../testing/rejection-of';
import { bytesOf, patternedBlob } from '../uploads/test-support/patterned-blob';
import { openDiskFile } from './disk-file';
import { type BodyPiece, diskBufferPool, diskPieces } from './disk-pieces';
import { type FileOnDisk, fileOnDisk } from './test-support/file-on-disk';

const MIB = 1024 * 1024;

/** Every piece, each copied and released at once. */
async function readAll(pieces: AsyncIterable<BodyPiece>): Promise<Buffer> {
  const copies: Buffer[] = [];
  for await (const { bytes, release } of pieces) {
    copies.push(Buffer.from(bytes));
    release?.();
  }
  return Buffer.concat(copies);
}

describe('diskPieces', () => {
  let onDisk: FileOnDisk;
  let path: string;
  let bytes: Buffer;

  beforeEach(async () => {
    bytes = await bytesOf(patternedBlob(6 * MIB + 333, ''));
    onDisk = await fileOnDisk('track.flac', bytes);
    path = onDisk.path;
  });
  afterEach(() => onDisk.remove());

  it('gives the bytes of a slice in order, a mebibyte at a time', async () => {
    const slice = (await openDiskFile(path)).slice(100, 5 * MIB + 7);
    const sizes: number[] = [];
    const copies: Buffer[] = [];
    for await (const { bytes: piece, release } of diskPieces(slice.extent)) {
      sizes.push(piece.byteLength);
      copies.push(Buffer.from(piece));
      release?.();
    }
    expect(sizes).toEqual([MIB, MIB, MIB, MIB, MIB - 93]);
    expect(Buffer.concat(copies).equals(bytes.subarray(100, 5 * MIB + 7))).toBe(true);
  });

  it('never reads into a piece the socket still holds', async () => {
    const file = await openDiskFile(path);
    const held: { piece: BodyPiece; copy: Buffer }[] = [];
    const received: Buffer[] = [];
    // Hold the two latest pieces unreleased, as a socket with a full send buffer does, and check each is intact
    // when it is finally let go.
    for await (const piece of diskPieces(file.extent)) {
      held.push({ piece, copy: Buffer.from(piece.bytes) });
      if (held.length > 2) {
        const oldest = held.shift();
        if (oldest === undefined) continue;
        expect(Buffer.from(oldest.piece.bytes).equals(oldest.copy)).toBe(true);
        received.push(oldest.copy);
        oldest.piece.release?.();
      }
    }
    for (const { piece, copy } of held) {
      expect(Buffer.from(piece.bytes).equals(copy)).toBe(true);
      received.push(copy);
    }
    expect(Buffer.concat(received).equals(bytes)).toBe(true);
  });

  it('gives its buffers back to the pool once done, so the next body reads into the same memory', async () => {
    const file = await openDiskFile(path);
    const pool = diskBufferPool(1);
    const memoryOf = async (extent = file.slice(0, 5 * MIB).extent) => {
      const buffers = new Set<ArrayBufferLike>();
      for await (const { bytes, release } of diskPieces(extent, pool)) {
        buffers.add(bytes.buffer);
        release?.();
      }
      return buffers;
    };
    const first = await memoryOf();
    const second = await memoryOf();
    expect(first.size).toBeLessThanOrEqual(4);
    expect(second.size).toBe(first.size);
    expect([...second].every((buffer) => first.has(buffer))).toBe(true);
  });

  it('refuses a file changed after it was opened, as a browser does', async () => {
    const grown = await openDiskFile(path);
    await appendFile(path, 'more');
    const error = await rejectionOf(readAll(diskPieces(grown.extent)), Error);
    expect(error.name).toBe('NotReadableError');
    expect(error.message).toBe(`${path} changed after it was opened for upload.`);

    const touched = await openDiskFile(path);
    await utimes(path, new Date(), new Date(Date.now() + 60_000));
    expect((await rejectionOf(readAll(diskPieces(touched.extent)), Error)).name).toBe('NotReadableError');
  });

  it('refuses a file cut short while it is read', async () => {
    const file = await openDiskFile(path);
    const pieces = diskPieces(file.extent);
    const first = await pieces.next();
    expect(first.done).toBe(false);
    await truncate(path, 2 * MIB);
    const error = await rejectionOf(
      (async () => {
        for (let next = await pieces.next(); !next.done; next = await pieces.next()) next.value.release?.();
      })(),
      Error,
    );
    expect(error.name).toBe('NotReadableError');
  });
});
