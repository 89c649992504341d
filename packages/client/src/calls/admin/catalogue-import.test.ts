import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { CatalogueImport } from '../../contract';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { discardCatalogueImports, publishCatalogueImports, readUploadedAudio } from './catalogue-import';

const imported: CatalogueImport = {
  id: 9,
  file_name: 'drive.mp3',
  mime: 'audio/mpeg',
  format: {
    container: 'MPEG',
    codec: 'MPEG 1 Layer 3',
    duration: 185_000,
    bitrate: 320_000,
    sample_rate: 44_100,
    replay_gain_db: -6.5,
  },
  cover: '/storage/catalogue-covers/a.png',
  waveform: [0.5, 1],
  proposal: {
    name: 'Night Drive',
    artists: ['Ana Lux'],
    album: 'Roads',
    album_artist: null,
    number: 3,
    disc_number: 1,
    genres: [],
    year: 2021,
    lyrics: null,
    lyrics_synced: false,
  },
  duplicate_of: { kind: 'track', id: 4, name: 'Night Drive' },
};

describe('catalogue import calls', () => {
  it('reads an uploaded file entry with POST admin/catalogue-import/files and answers the import', async () => {
    const http = new RecordingHttpClient({ import: imported });
    await expect(readUploadedAudio(http, 40)).resolves.toEqual(imported);
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'admin/catalogue-import/files',
      body: { file_entry_id: 40 },
    });
  });

  it('publishes and discards by import id', async () => {
    const http = new RecordingHttpClient({ tracks: [], albums: [], discarded: 1 });
    await publishCatalogueImports(http, {
      tracks: [{ import_id: 9, name: 'Night Drive', artists: ['Ana Lux'] }],
    });
    await discardCatalogueImports(http, [9]);
    expect(http.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'POST',
        'admin/catalogue-import/publish',
        { tracks: [{ import_id: 9, name: 'Night Drive', artists: ['Ana Lux'] }] },
      ],
      ['POST', 'admin/catalogue-import/discard', { import_ids: [9] }],
    ]);
  });

  it('rejects an import answer whose duplicate is of an unknown kind', async () => {
    const broken = { import: { ...imported, duplicate_of: { kind: 'playlist', id: 1, name: 'x' } } };
    await expect(readUploadedAudio(new RecordingHttpClient(broken), 40)).rejects.toThrow(z.core.$ZodError);
  });
});
