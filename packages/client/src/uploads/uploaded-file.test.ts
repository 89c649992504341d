import { describe, expect, it } from 'vitest';
import { uploadFingerprint } from './fingerprint';
import { describeUploadedFile } from './uploaded-file';

const parts = { name: 'song.mp3', size: 10, lastModified: 1_700_000_000_000, relativePath: '', userId: 1 };

describe('uploaded file descriptor', () => {
  it('describes a File: name, size, type, lower-case extension, modification time, relative path', () => {
    const file = new File(['0123456789'], 'Live Set.MP3', {
      type: 'audio/mpeg',
      lastModified: 1_700_000_000_000,
    });
    const described = describeUploadedFile(file, 1);
    expect(described).toMatchObject({
      name: 'Live Set.MP3',
      size: 10,
      mime: 'audio/mpeg',
      extension: 'mp3',
      lastModified: 1_700_000_000_000,
      relativePath: '',
      native: file,
    });
    expect(described.id).toMatch(/^[0-9a-f]{16}$/);
    expect(described.fingerprint).toBe(uploadFingerprint({ ...parts, name: 'Live Set.MP3' }));
  });

  it('describes bytes given with a name and a folder path', () => {
    const described = describeUploadedFile(
      { blob: new Blob(['abc']), name: 'README', relativePath: 'Album/README' },
      null,
    );
    expect(described).toMatchObject({
      size: 3,
      mime: '',
      extension: '',
      lastModified: 0,
      relativePath: 'Album/README',
    });
  });

  it('gives every pick of a file a new id', () => {
    const blob = new Blob(['abc']);
    expect(describeUploadedFile({ blob, name: 'a.mp3' }, 1).id).not.toBe(
      describeUploadedFile({ blob, name: 'a.mp3' }, 1).id,
    );
  });

  it('keeps the fingerprint stable for the same file and user', () => {
    expect(uploadFingerprint(parts)).toBe(uploadFingerprint({ ...parts }));
    expect(uploadFingerprint(parts)).toMatch(/^[0-9a-f]{28}$/);
  });

  it('changes the fingerprint with the name, size, modification time, relative path or user', () => {
    const changed = [
      { ...parts, name: 'other.mp3' },
      { ...parts, size: 11 },
      { ...parts, lastModified: 1 },
      { ...parts, relativePath: 'Album/song.mp3' },
      { ...parts, userId: 2 },
      { ...parts, userId: null },
    ].map(uploadFingerprint);
    expect(new Set([uploadFingerprint(parts), ...changed]).size).toBe(changed.length + 1);
  });
});
