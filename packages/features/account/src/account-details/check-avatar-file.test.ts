import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIZE, checkAvatarFile } from './check-avatar-file';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('checkAvatarFile', () => {
  it('accepts an image of at most 2 MB', () => {
    expect(AVATAR_MAX_SIZE).toBe(2 * 1024 * 1024);
    expect(checkAvatarFile(file('me.png', 'image/png', AVATAR_MAX_SIZE))).toBeNull();
    expect(checkAvatarFile(file('me.webp', 'image/webp', 10))).toBeNull();
  });

  it('names the file and the limit when the image is over 2 MB', () => {
    expect(checkAvatarFile(file('holiday.jpg', 'image/jpeg', AVATAR_MAX_SIZE + 1))).toBe(
      '`holiday.jpg` exceeds maximum allowed size of 2 MB',
    );
  });

  it('refuses a file that is not an image', () => {
    expect(checkAvatarFile(file('notes.txt', 'text/plain', 10))).toBe('This file type is not allowed');
    expect(checkAvatarFile(file('unknown', '', 10))).toBe('This file type is not allowed');
  });

  it('asks for an image when nothing was picked', () => {
    expect(checkAvatarFile(undefined)).toBe('Please select an image.');
  });
});
