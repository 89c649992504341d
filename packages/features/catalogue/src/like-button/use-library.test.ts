import { describe, expect, it } from 'vitest';
import { withLibraryChange } from './use-library';

const ids = { tracks: [1, 2], albums: [5], artists: [], playlists: [], users: [] };

describe('withLibraryChange', () => {
  it('adds a liked track once', () => {
    expect(withLibraryChange(ids, 'track', 3, true).tracks).toEqual([1, 2, 3]);
    expect(withLibraryChange(ids, 'track', 2, true).tracks).toEqual([1, 2]);
  });

  it('removes an unliked album and leaves the rest', () => {
    const changed = withLibraryChange(ids, 'album', 5, false);
    expect(changed.albums).toEqual([]);
    expect(changed.tracks).toEqual([1, 2]);
  });

  it('follows an artist', () => {
    expect(withLibraryChange(ids, 'artist', 9, true).artists).toEqual([9]);
  });
});
