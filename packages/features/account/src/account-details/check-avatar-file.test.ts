import { type Translate, trans } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIZE, checkAvatarFile } from './check-avatar-file';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const english: Translate = (line, replacements) => trans({}, line, replacements);
const french: Translate = (line, replacements) =>
  trans(
    {
      '`:file` exceeds maximum allowed size of :size':
        '`:file` dépasse la taille maximale autorisée de :size',
      'This file type is not allowed': "Ce type de fichier n'est pas autorisé",
      'Please select an image.': 'Veuillez choisir une image.',
    },
    line,
    replacements,
  );

describe('checkAvatarFile', () => {
  it('accepts an image of at most 2 MB', () => {
    expect(AVATAR_MAX_SIZE).toBe(2 * 1024 * 1024);
    expect(checkAvatarFile(file('me.png', 'image/png', AVATAR_MAX_SIZE), english)).toBeNull();
    expect(checkAvatarFile(file('me.webp', 'image/webp', 10), english)).toBeNull();
  });

  it('names the file and the limit when the image is over 2 MB', () => {
    expect(checkAvatarFile(file('holiday.jpg', 'image/jpeg', AVATAR_MAX_SIZE + 1), english)).toBe(
      '`holiday.jpg` exceeds maximum allowed size of 2 MB',
    );
  });

  it('keeps a file name that looks like a placeholder as it is', () => {
    expect(checkAvatarFile(file(':size.jpg', 'image/jpeg', AVATAR_MAX_SIZE + 1), english)).toBe(
      '`:size.jpg` exceeds maximum allowed size of 2 MB',
    );
  });

  it('refuses a file that is not an image', () => {
    expect(checkAvatarFile(file('notes.txt', 'text/plain', 10), english)).toBe(
      'This file type is not allowed',
    );
    expect(checkAvatarFile(file('unknown', '', 10), english)).toBe('This file type is not allowed');
  });

  it('asks for an image when nothing was picked', () => {
    expect(checkAvatarFile(undefined, english)).toBe('Please select an image.');
  });

  it("words each refusal in the visitor's language", () => {
    expect(checkAvatarFile(file('été.jpg', 'image/jpeg', AVATAR_MAX_SIZE + 1), french, 'fr')).toBe(
      '`été.jpg` dépasse la taille maximale autorisée de 2 MB',
    );
    expect(checkAvatarFile(file('notes.txt', 'text/plain', 10), french, 'fr')).toBe(
      "Ce type de fichier n'est pas autorisé",
    );
    expect(checkAvatarFile(undefined, french, 'fr')).toBe('Veuillez choisir une image.');
  });
});
