import { describe, expect, it } from 'vitest';
import { COVER_MAX_SIZE, checkCoverFile } from './cover-upload';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('checkCoverFile', () => {
  it('accepts an image of at most 2 MB', () => {
    expect(COVER_MAX_SIZE).toBe(2 * 1024 * 1024);
    expect(checkCoverFile(file('cover.png', 'image/png', COVER_MAX_SIZE))).toBeNull();
    expect(checkCoverFile(file('cover.webp', 'image/webp', 10))).toBeNull();
  });

  it('names the file and the limit when the image is over 2 MB', () => {
    expect(checkCoverFile(file('poster.jpg', 'image/jpeg', COVER_MAX_SIZE + 1))).toBe(
      '`poster.jpg` exceeds maximum allowed size of 2 MB',
    );
  });

  it('refuses a file that is not an image', () => {
    expect(checkCoverFile(file('notes.txt', 'text/plain', 10))).toBe('This file type is not allowed');
  });

  it('asks for an image when nothing was picked', () => {
    expect(checkCoverFile(undefined)).toBe('Please select an image.');
  });
});
