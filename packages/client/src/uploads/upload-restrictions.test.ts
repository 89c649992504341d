import { describe, expect, it } from 'vitest';
import { checkUploadRestrictions } from './upload-restrictions';
import { describeUploadedFile } from './uploaded-file';

const fileOf = (name: string, size: number, type: string) =>
  describeUploadedFile({ blob: new Blob([new Uint8Array(size)], { type }), name }, 1);

describe('upload restrictions', () => {
  it('refuses a file over the size limit with the spec message', () => {
    expect(
      checkUploadRestrictions(fileOf('cover.png', 2 * 1024 * 1024 + 1, 'image/png'), {
        maxFileSize: 2 * 1024 * 1024,
      }),
    ).toBe('`cover.png` exceeds maximum allowed size of 2 MB');
  });

  it('accepts a file of exactly the limit, and any size without one', () => {
    expect(checkUploadRestrictions(fileOf('cover.png', 1024, 'image/png'), { maxFileSize: 1024 })).toBeNull();
    expect(checkUploadRestrictions(fileOf('cover.png', 1024, 'image/png'), { maxFileSize: null })).toBeNull();
    expect(checkUploadRestrictions(fileOf('cover.png', 1024, 'image/png'), {})).toBeNull();
  });

  it('keeps a file name that looks like a placeholder as it is', () => {
    expect(checkUploadRestrictions(fileOf(':size $&.png', 11, 'image/png'), { maxFileSize: 10 })).toBe(
      '`:size $&.png` exceeds maximum allowed size of 10 B',
    );
  });

  it('refuses a type that is not allowed', () => {
    expect(
      checkUploadRestrictions(fileOf('song.mp3', 1, 'audio/mpeg'), { allowedFileTypes: ['image/*'] }),
    ).toBe('This file type is not allowed');
  });

  it('accepts MIME groups, exact types and extensions', () => {
    const png = fileOf('Cover.PNG', 1, 'image/png');
    expect(checkUploadRestrictions(png, { allowedFileTypes: ['image/*'] })).toBeNull();
    expect(checkUploadRestrictions(png, { allowedFileTypes: ['image/png'] })).toBeNull();
    expect(checkUploadRestrictions(png, { allowedFileTypes: ['.png'] })).toBeNull();
    expect(checkUploadRestrictions(png, { allowedFileTypes: ['image/jpeg', '.jpg'] })).toBe(
      'This file type is not allowed',
    );
  });

  it('checks the size before the type', () => {
    expect(
      checkUploadRestrictions(fileOf('song.mp3', 11, 'audio/mpeg'), {
        maxFileSize: 10,
        allowedFileTypes: ['image/*'],
      }),
    ).toBe('`song.mp3` exceeds maximum allowed size of 10 B');
  });
});
