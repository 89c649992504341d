import { describe, expect, it } from 'vitest';
import { storyImport } from '../../catalogue-import/storybook/import-story-server';
import { albumUploadBody } from './use-album-track-uploads';

describe('albumUploadBody', () => {
  it('publishes the file into the stored album, its own album tag left out', () => {
    const body = albumUploadBody(21, storyImport(7, 'Night Drive.mp3', { name: 'Night Drive' }));
    expect(body.album_id).toBe(21);
    expect(body.album).toBeUndefined();
    expect(body.tracks).toEqual([
      expect.objectContaining({ import_id: 7, name: 'Night Drive', artists: ['Ana Lux'], album: null }),
    ]);
  });

  it('sends no artist for a file without an artist tag, even with an album artist tag, so the album’s artists are credited', () => {
    const body = albumUploadBody(
      21,
      storyImport(8, 'Untitled.mp3', { artists: [], album_artist: 'Someone Else' }),
    );
    expect(body.tracks[0]?.artists).toEqual([]);
  });
});
