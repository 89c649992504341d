import { describe, expect, it } from 'vitest';
import { filePreviewOf } from './file-preview';

describe('which files the admin can preview', () => {
  it('shows images as pictures and audio as a player', () => {
    expect(filePreviewOf({ kind: 'image' })).toBe('image');
    expect(filePreviewOf({ kind: 'audio' })).toBe('audio');
  });

  it.each(['video', 'text', 'pdf', 'archive', 'other'] as const)('offers no preview of a %s file', (kind) => {
    expect(filePreviewOf({ kind })).toBeNull();
  });
});
