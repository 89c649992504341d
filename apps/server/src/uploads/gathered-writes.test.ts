import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyRanges, MAX_WAITING_BYTES, writeGathered } from './gathered-writes';

const KIB = 1024;

/** `count` chunks of `size` bytes, each filled with its index. */
function chunks(count: number, size: number): Uint8Array[] {
  return Array.from({ length: count }, (_, index) => new Uint8Array(size).fill(index % 251));
}

async function* yielding(pieces: Uint8Array[], failAfter?: number) {
  for (const [index, piece] of pieces.entries()) {
    if (index === failAfter) throw new Error('connection reset');
    yield piece;
    // A network hands chunks over between turns of the event loop, so writes can start in between.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const joined = (pieces: Uint8Array[]) => Buffer.concat(pieces);

describe('gathered writes', () => {
  let folder: string;
  let file: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tonearm-gathered-'));
    file = join(folder, 'object');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes every chunk in order from the position given, in fewer writes than chunks', async () => {
    await writeFile(file, Buffer.from('head:'));
    const pieces = chunks(300, 64 * KIB);
    const handle = await open(file, 'r+');
    let writes = 0;
    const writev = handle.writev.bind(handle);
    handle.writev = (buffers, position) => {
      writes += 1;
      return writev(buffers, position);
    };
    const written = await writeGathered(yielding(pieces), handle, 5).finally(() => handle.close());
    expect(written).toBe(300 * 64 * KIB);
    expect((await readFile(file)).equals(Buffer.concat([Buffer.from('head:'), joined(pieces)]))).toBe(true);
    expect(writes).toBeLessThan(300);
  });

  it('keeps what arrived before the source failed, so an upload resumes from there', async () => {
    const pieces = chunks(20, 16 * KIB);
    const handle = await open(file, 'w');
    await expect(
      writeGathered(yielding(pieces, 12), handle, 0).finally(() => handle.close()),
    ).rejects.toThrow('connection reset');
    expect((await readFile(file)).equals(joined(pieces.slice(0, 12)))).toBe(true);
  });

  it('stops at the chunk its inspector refuses', async () => {
    const pieces = chunks(10, 4 * KIB);
    const handle = await open(file, 'w');
    let seen = 0;
    const refusing = (chunk: Uint8Array) => {
      seen += chunk.byteLength;
      if (seen > 6 * 4 * KIB) throw new Error('too large');
    };
    await expect(
      writeGathered(yielding(pieces), handle, 0, refusing).finally(() => handle.close()),
    ).rejects.toThrow('too large');
    expect((await readFile(file)).equals(joined(pieces.slice(0, 6)))).toBe(true);
  });

  it('pauses reading while a write is in flight and too much waits', async () => {
    const pieces = chunks(MAX_WAITING_BYTES / (64 * KIB) + 40, 64 * KIB);
    const handle = await open(file, 'w');
    let waitingMost = 0;
    let pulled = 0;
    let stored = 0;
    const writev = handle.writev.bind(handle);
    handle.writev = async (buffers, position) => {
      // A slow disk: the body keeps coming while this write lasts.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const result = await writev(buffers, position);
      stored += result.bytesWritten;
      return result;
    };
    async function* counted() {
      for await (const piece of yielding(pieces)) {
        pulled += piece.byteLength;
        waitingMost = Math.max(waitingMost, pulled - stored);
        yield piece;
      }
    }
    await writeGathered(counted(), handle, 0).finally(() => handle.close());
    expect((await readFile(file)).equals(joined(pieces))).toBe(true);
    expect(waitingMost).toBeLessThanOrEqual(2 * MAX_WAITING_BYTES);
  });

  it('joins files one after the other, whatever their sizes', async () => {
    const sizes = [9 * 1024 * KIB + 5, 3, 0, 8 * 1024 * KIB, 17 * 1024 * KIB + 1];
    const parts = sizes.map((size, index) => new Uint8Array(size).map((_, at) => (at * 7 + index) % 256));
    const paths = parts.map((_, index) => join(folder, `part-${index}`));
    await Promise.all(parts.map((bytes, index) => writeFile(paths[index] ?? '', bytes)));
    let at = 0;
    const ranges = paths.map((path, index) => {
      const range = { path, start: 0, length: sizes[index] ?? 0, at };
      at += range.length;
      return range;
    });
    const handle = await open(file, 'w');
    await copyRanges(handle, ranges).finally(() => handle.close());
    expect((await readFile(file)).equals(joined(parts))).toBe(true);
  });

  it('copies ranges into their places, leaving the bytes between them as they were', async () => {
    const source = join(folder, 'source');
    const bytes = new Uint8Array(20 * 1024 * KIB).map((_, at) => (at * 13) % 251);
    await writeFile(source, bytes);
    await writeFile(file, new Uint8Array(24 * 1024 * KIB).fill(1));
    const handle = await open(file, 'r+');
    await copyRanges(handle, [
      { path: source, start: 10 * 1024 * KIB, length: 9 * 1024 * KIB + 3, at: 1024 * KIB },
      { path: source, start: 0, length: 5, at: 0 },
    ]).finally(() => handle.close());
    const result = await readFile(file);
    expect(result.subarray(0, 5).equals(bytes.subarray(0, 5))).toBe(true);
    expect(result.subarray(5, 1024 * KIB).every((byte) => byte === 1)).toBe(true);
    expect(
      result
        .subarray(1024 * KIB, 10 * 1024 * KIB + 3)
        .equals(bytes.subarray(10 * 1024 * KIB, 19 * 1024 * KIB + 3)),
    ).toBe(true);
    expect(result.subarray(10 * 1024 * KIB + 3).every((byte) => byte === 1)).toBe(true);
  });

  it('fails a copy whose file ends before its range', async () => {
    const source = join(folder, 'short');
    await writeFile(source, new Uint8Array(10));
    const handle = await open(file, 'w');
    await expect(
      copyRanges(handle, [{ path: source, start: 0, length: 11, at: 0 }]).finally(() => handle.close()),
    ).rejects.toThrow(/ended before 11 bytes/);
  });
});
