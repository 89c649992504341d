import { describe, expect, it } from 'vitest';
import type { AdminTrackPayload } from '../../contract';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { ADMIN_ALBUMS_RESOURCE } from './albums';
import { getCatalogueDeletionFiles, updateAdminTrack } from './tracks';

const row = {
  id: 4,
  name: 'Quay',
  image: null,
  artists: [],
  album: null,
  duration: 1000,
  plays: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

describe('admin catalogue calls', () => {
  it('asks which stored files deleting several albums removes', async () => {
    const http = new RecordingHttpClient({ files: ['storage/albums/a.png', 'demo-music/b.wav'] });
    const answer = await getCatalogueDeletionFiles(http, ADMIN_ALBUMS_RESOURCE, [3, 9]);
    expect(http.onlyRequest).toMatchObject({
      method: 'GET',
      path: 'admin/albums/3,9/files',
      callName: 'GET admin/albums/{ids}/files',
    });
    expect(answer.files).toHaveLength(2);
  });

  it('refuses an answer whose files are not names', async () => {
    const http = new RecordingHttpClient({ files: [7] });
    await expect(getCatalogueDeletionFiles(http, ADMIN_ALBUMS_RESOURCE, [3])).rejects.toThrow();
  });

  it('sends the whole track form with PUT admin/tracks/{id}', async () => {
    const body: AdminTrackPayload = {
      name: 'Quay',
      image: null,
      artist_ids: [1, 2],
      album_id: null,
      genres: ['Synthwave'],
      tags: [],
      description: null,
      lyrics: null,
      release_date: '2026-01-02',
      duration: 1000,
    };
    const http = new RecordingHttpClient({
      track: {
        ...row,
        own_image: null,
        src: null,
        genres: ['Synthwave'],
        tags: [],
        description: null,
        lyrics: null,
        release_date: '2026-01-02',
      },
    });
    await updateAdminTrack(http, 4, body);
    expect(http.onlyRequest).toMatchObject({ method: 'PUT', path: 'admin/tracks/4', body });
  });
});
