import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTag, LocalDisks } from './local-disks';
import { LocalMultipart } from './local-multipart';
import { MIN_PART_BYTES } from './s3-errors';

const PART = MIN_PART_BYTES;

/** Part `number` of a file cut in `PART`-sized parts: bytes that differ from part to part and place to place. */
function partBytes(number: number, size = PART, salt = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; at += 4096) bytes.writeUInt32BE((number * 7919 + at + salt) >>> 0, at);
  return bytes;
}

async function* bodyOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

describe('local multipart uploads', () => {
  let dataDir: string;
  let disks: LocalDisks;
  let multipart: LocalMultipart;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tonearm-multipart-'));
    disks = new LocalDisks(dataDir);
    multipart = new LocalMultipart(dataDir, disks);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const put = (uploadId: string, number: number, bytes: Uint8Array) =>
    multipart.putPart(uploadId, number, bodyOf(bytes), bytes.byteLength);
  const folderOf = (uploadId: string) => join(dataDir, 'multipart', uploadId);
  /** Completes the upload into `name` on the uploads disk with the ETags of the parts, by part number. */
  const completeAs = (uploadId: string, name: string, etags: Record<number, string>) =>
    multipart.complete(
      uploadId,
      Object.entries(etags).map(([number, ETag]) => ({ PartNumber: Number(number), ETag })),
      'uploads',
      name,
    );
  const objectBytes = (name: string) => readFile(disks.fileOf('uploads', name));

  it('writes the parts the size of part 1 into their places, so complete copies only the rest', async () => {
    const uploadId = await multipart.create();
    const parts = [partBytes(1), partBytes(2), partBytes(3), partBytes(4, 1234)];
    const etags: string[] = [];
    for (const [index, bytes] of parts.entries()) etags.push(await put(uploadId, index + 1, bytes));
    expect(etags).toEqual(parts.map((bytes) => `"${contentTag(bytes)}"`));
    const stored = await readdir(folderOf(uploadId));
    expect(stored.filter((name) => name.endsWith('.in-place'))).toHaveLength(3);
    expect(stored).toContain('object');
    expect(await multipart.listParts(uploadId)).toEqual(
      parts.map((bytes, index) => ({ PartNumber: index + 1, ETag: etags[index], Size: bytes.byteLength })),
    );

    const done = await completeAs(
      uploadId,
      'joined-object.bin',
      Object.fromEntries(etags.map((etag, index) => [index + 1, etag])),
    );
    expect(done.size).toBe(3 * PART + 1234);
    expect((await objectBytes('joined-object.bin')).equals(Buffer.concat(parts))).toBe(true);
    expect(existsSync(folderOf(uploadId))).toBe(false);
  });

  it('takes the layout from the first part to come, whichever it is', async () => {
    const uploadId = await multipart.create();
    const parts = [partBytes(1), partBytes(2), partBytes(3), partBytes(4, 777)];
    const etag3 = await put(uploadId, 3, parts[2] as Buffer);
    const etag2 = await put(uploadId, 2, parts[1] as Buffer);
    const etag1 = await put(uploadId, 1, parts[0] as Buffer);
    const etag4 = await put(uploadId, 4, parts[3] as Buffer);
    const stored = await readdir(folderOf(uploadId));
    expect(stored.filter((name) => name.endsWith('.in-place'))).toHaveLength(3);
    await completeAs(uploadId, 'any-first.bin', { 1: etag1, 2: etag2, 3: etag3, 4: etag4 });
    expect((await objectBytes('any-first.bin')).equals(Buffer.concat(parts))).toBe(true);
  });

  it('copies every part anew when the last part came first with a layout the others do not fit', async () => {
    const uploadId = await multipart.create();
    const parts = [partBytes(1, PART + 4096), partBytes(2, PART + 4096), partBytes(3)];
    const etag3 = await put(uploadId, 3, parts[2] as Buffer);
    const etag1 = await put(uploadId, 1, parts[0] as Buffer);
    const etag2 = await put(uploadId, 2, parts[1] as Buffer);
    await completeAs(uploadId, 'last-first.bin', { 1: etag1, 2: etag2, 3: etag3 });
    expect((await objectBytes('last-first.bin')).equals(Buffer.concat(parts))).toBe(true);
  });

  it('keeps parts that come before the layout is fixed in their own files, and joins them all the same', async () => {
    const uploadId = await multipart.create();
    const parts = [partBytes(1), partBytes(2), partBytes(3, 99)];
    const etag3 = await put(uploadId, 3, parts[2] as Buffer);
    const etag1 = await put(uploadId, 1, parts[0] as Buffer);
    const etag2 = await put(uploadId, 2, parts[1] as Buffer);
    const stored = await readdir(folderOf(uploadId));
    expect(stored.filter((name) => name.endsWith('.in-place'))).toHaveLength(2);
    await completeAs(uploadId, 'early-parts.bin', { 1: etag1, 2: etag2, 3: etag3 });
    expect((await objectBytes('early-parts.bin')).equals(Buffer.concat(parts))).toBe(true);
  });

  it('replaces a part written in place, and refuses its old ETag', async () => {
    const uploadId = await multipart.create();
    const first = await put(uploadId, 1, partBytes(1));
    const old = await put(uploadId, 2, partBytes(2));
    const replacement = partBytes(2, PART, 5);
    const renewed = await put(uploadId, 2, replacement);
    expect(renewed).not.toBe(old);
    expect((await multipart.listParts(uploadId)).map((part) => part.ETag)).toEqual([first, renewed]);
    await expect(completeAs(uploadId, 'stale-parts.bin', { 1: first, 2: old })).rejects.toMatchObject({
      status: 400,
    });
    await completeAs(uploadId, 'renewed-part.bin', { 1: first, 2: renewed });
    expect((await objectBytes('renewed-part.bin')).equals(Buffer.concat([partBytes(1), replacement]))).toBe(
      true,
    );
  });

  it('copies every part anew when the chosen parts leave the layout', async () => {
    const uploadId = await multipart.create();
    const etag1 = await put(uploadId, 1, partBytes(1));
    await put(uploadId, 2, partBytes(2));
    const etag3 = await put(uploadId, 3, partBytes(3));
    await completeAs(uploadId, 'skipping-parts.bin', { 1: etag1, 3: etag3 });
    expect(
      (await objectBytes('skipping-parts.bin')).equals(Buffer.concat([partBytes(1), partBytes(3)])),
    ).toBe(true);
  });

  it('copies every part anew when part 1 comes again at another size', async () => {
    const uploadId = await multipart.create();
    await put(uploadId, 1, partBytes(1));
    const etag2 = await put(uploadId, 2, partBytes(2));
    const larger = partBytes(1, PART + 4096, 3);
    const etag1 = await put(uploadId, 1, larger);
    await completeAs(uploadId, 'relaid-parts.bin', { 1: etag1, 2: etag2 });
    expect((await objectBytes('relaid-parts.bin')).equals(Buffer.concat([larger, partBytes(2)]))).toBe(true);
  });

  it('takes no layout from a part 1 that says it is larger than S3 allows a part', async () => {
    const uploadId = await multipart.create();
    await expect(multipart.putPart(uploadId, 1, bodyOf(partBytes(1)), 6 * 1024 ** 3)).resolves.toBeDefined();
    expect(await readFile(join(folderOf(uploadId), 'layout'), 'utf8')).toBe(String(PART));
  });

  it('stores nothing in place for a body shorter than it said', async () => {
    const uploadId = await multipart.create();
    await put(uploadId, 1, partBytes(1));
    await expect(
      multipart.putPart(uploadId, 2, bodyOf(partBytes(2).subarray(0, 1000)), PART),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect((await multipart.listParts(uploadId)).map((part) => part.PartNumber)).toEqual([1]);
  });

  it('answers a complete asked again after the object reached its disk, as the first one did', async () => {
    const uploadId = await multipart.create();
    const etags = { 1: await put(uploadId, 1, partBytes(1)), 2: await put(uploadId, 2, partBytes(2)) };
    // As if a complete had stopped between moving the object and freeing the parts.
    const target = disks.fileOf('uploads', 'moved-object.bin');
    await mkdir(disks.folderOf('uploads'), { recursive: true });
    await rename(join(folderOf(uploadId), 'object'), target);
    const moved = await readFile(target);
    expect(await completeAs(uploadId, 'moved-object.bin', etags)).toMatchObject({ size: 2 * PART });
    expect((await readFile(target)).equals(moved)).toBe(true);
    await expect(completeAs(uploadId, 'elsewhere-object.bin', etags)).rejects.toMatchObject({ status: 404 });
  });
});
