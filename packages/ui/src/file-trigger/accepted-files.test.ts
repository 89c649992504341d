import type { FileDropItem, TextDropItem } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { filesFromDropItems, isAcceptedFile, sortFiles } from './accepted-files';

const png = new File(['png'], 'Cover.PNG', { type: 'image/png' });
const mp3 = new File(['mp3'], 'track.mp3', { type: 'audio/mpeg' });
const unknown = new File(['?'], 'notes', { type: '' });

describe('isAcceptedFile', () => {
  it('accepts everything when no types are given', () => {
    expect(isAcceptedFile(unknown)).toBe(true);
    expect(isAcceptedFile(unknown, [])).toBe(true);
  });

  it('matches wildcard MIME types', () => {
    expect(isAcceptedFile(png, ['image/*'])).toBe(true);
    expect(isAcceptedFile(mp3, ['image/*'])).toBe(false);
  });

  it('matches exact MIME types', () => {
    expect(isAcceptedFile(mp3, ['audio/mpeg'])).toBe(true);
    expect(isAcceptedFile(mp3, ['audio/ogg'])).toBe(false);
  });

  it('matches extensions regardless of case', () => {
    expect(isAcceptedFile(png, ['.png'])).toBe(true);
    expect(isAcceptedFile(unknown, ['.png'])).toBe(false);
  });
});

describe('sortFiles', () => {
  it('splits files into accepted and rejected in their order', () => {
    expect(sortFiles([mp3, png, unknown], ['image/*'])).toEqual({
      accepted: [png],
      rejected: [mp3, unknown],
    });
  });
});

function fileItem(file: File): FileDropItem {
  return {
    kind: 'file',
    type: file.type,
    name: file.name,
    getFile: async () => file,
    getText: async () => file.text(),
  };
}

describe('filesFromDropItems', () => {
  it('reads dropped files, skips text, and sorts them by type', async () => {
    const text: TextDropItem = { kind: 'text', types: new Set(['text/plain']), getText: async () => 'hello' };

    const sorted = await filesFromDropItems([fileItem(png), text, fileItem(mp3)], ['image/*']);

    expect(sorted).toEqual({ accepted: [png], rejected: [mp3] });
  });
});
