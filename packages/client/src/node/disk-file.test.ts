import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytesOf, patternedBlob } from '../uploads/test-support/patterned-blob';
import { DiskFile, DiskSlice, openDiskFile } from './disk-file';
import { type FileOnDisk, fileOnDisk } from './test-support/file-on-disk';

const MIB = 1024 * 1024;

describe('openDiskFile', () => {
  let onDisk: FileOnDisk;
  let path: string;
  let bytes: Uint8Array;

  beforeEach(async () => {
    bytes = await bytesOf(patternedBlob(3 * MIB + 5, ''));
    onDisk = await fileOnDisk('Side A.flac', bytes);
    path = onDisk.path;
  });
  afterEach(() => onDisk.remove());

  it('opens a file as a File with its name, size, type and modification time, without reading it', async () => {
    const file = await openDiskFile(path, { type: 'audio/flac' });
    expect(file).toBeInstanceOf(File);
    expect(file).toBeInstanceOf(DiskFile);
    expect(file).toMatchObject({ name: 'Side A.flac', size: bytes.length, type: 'audio/flac' });
    expect(file.lastModified).toBe(Math.trunc(file.extent.fileModified));
    expect(file.extent).toMatchObject({ path, start: 0, end: bytes.length, fileSize: bytes.length });
    expect((await openDiskFile(path, { name: 'Renamed.flac' })).name).toBe('Renamed.flac');
  });

  it('slices as a Blob does, and each slice knows where its bytes lie', async () => {
    const file = await openDiskFile(path);
    const size = bytes.length;
    const cases: [number | undefined, number | undefined, number, number][] = [
      [undefined, undefined, 0, size],
      [MIB, 2 * MIB, MIB, 2 * MIB],
      [-10, undefined, size - 10, size],
      [5, -5, 5, size - 5],
      [2 * MIB, MIB, 2 * MIB, 2 * MIB],
      [size + 100, size + 200, size, size],
      [-size - 100, 3, 0, 3],
    ];
    for (const [start, end, from, to] of cases) {
      const slice = file.slice(start, end, 'application/octet-stream');
      expect(slice).toBeInstanceOf(DiskSlice);
      expect(slice.type).toBe('application/octet-stream');
      expect(slice.extent).toMatchObject({ path, start: from, end: to });
      expect(slice.size).toBe(to - from);
      expect((await bytesOf(slice)).equals(Buffer.from(bytes.subarray(from, to)))).toBe(true);
    }
  });

  it('slices a slice within it', async () => {
    const part = (await openDiskFile(path)).slice(MIB, 3 * MIB);
    const inner = part.slice(100, -100);
    expect(inner.extent).toMatchObject({ start: MIB + 100, end: 3 * MIB - 100 });
    expect((await bytesOf(inner)).equals(Buffer.from(bytes.subarray(MIB + 100, 3 * MIB - 100)))).toBe(true);
  });
});
