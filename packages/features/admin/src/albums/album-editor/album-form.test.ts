import { describe, expect, it } from 'vitest';
import { reorderTracks } from './AlbumTracksField';
import { albumPayload } from './album-form';

const tracks = [1, 2, 3, 4].map((id) => ({ id, name: `Track ${id}`, duration: 1000 }));
const ids = (list: { id: number }[]) => list.map((track) => track.id);

describe('the album form', () => {
  it('moves dragged tracks before or after the drop target, keeping the others in order', () => {
    expect(ids(reorderTracks(tracks, new Set([4]), 1, 'before'))).toEqual([4, 1, 2, 3]);
    expect(ids(reorderTracks(tracks, new Set([1]), 3, 'after'))).toEqual([2, 3, 1, 4]);
    expect(ids(reorderTracks(tracks, new Set([1, 2]), 4, 'after'))).toEqual([3, 4, 1, 2]);
  });

  it('sends the track list in its order, so a removed track leaves the album', () => {
    const payload = albumPayload({
      name: ' Tidal Memory ',
      image: null,
      artists: [{ id: 1, name: 'Neon Harbor' }],
      release_date: '',
      genres: 'Synthwave, ',
      tags: '',
      tracks: [tracks[2], tracks[0]].filter((track) => track !== undefined),
    });
    expect(payload).toEqual({
      name: 'Tidal Memory',
      image: null,
      artist_ids: [1],
      release_date: null,
      genres: ['Synthwave'],
      tags: [],
      track_ids: [3, 1],
    });
  });
});
