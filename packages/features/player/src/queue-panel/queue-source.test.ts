import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../store/player-track';
import { queueSource } from './queue-source';

const cued: QueueEntry = {
  key: 'q1',
  track: {
    id: 5,
    name: 'Overpass',
    artists: [{ id: 3, name: 'Neon Harbor' }],
    album: { id: 12, name: 'Night Drive Atlas' },
    src: '/t/5',
    durationMs: 1000,
  },
};

describe('queueSource', () => {
  it("names an album's queue after the album of the cued track", () => {
    expect(queueSource('album.12', cued)).toEqual({ kind: 'album', name: 'Night Drive Atlas' });
  });

  it("names an artist's queue after the artist", () => {
    expect(queueSource('artist.3', cued)).toEqual({ kind: 'artist', name: 'Neon Harbor' });
  });

  it('gives only the kind of list when the track does not name it', () => {
    expect(queueSource('playlist.7', cued)).toEqual({ kind: 'playlist', name: null });
    expect(queueSource('album.99', cued)).toEqual({ kind: 'album', name: null });
  });

  it('has no source for a queue started without an id', () => {
    expect(queueSource(null, cued)).toEqual({ kind: null, name: null });
  });
});
