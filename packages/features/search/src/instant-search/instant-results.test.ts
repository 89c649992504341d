import { describe, expect, it } from 'vitest';
import { storySearchResponse } from '../storybook/search-story-data';
import { INSTANT_RESULT_GROUPS, instantGroups } from './instant-results';

describe('instantGroups', () => {
  it('shows artists, albums, tracks and playlists in that order, the first few of each', () => {
    const groups = instantGroups(storySearchResponse('no').results);
    expect(groups.map((group) => group.id)).toEqual(['artists', 'albums', 'tracks', 'playlists']);
    for (const group of groups) expect(group.options).toHaveLength(INSTANT_RESULT_GROUPS[group.id]);
  });

  it('links each option to its page and names its artists or owner under it', () => {
    const [artists, albums, tracks, playlists] = instantGroups(storySearchResponse('no', 1).results);
    expect(artists?.options[0]).toMatchObject({
      id: 'artist-3',
      title: 'Nora Vale',
      description: null,
      href: '/artist/3/nora-vale',
      shape: 'round',
    });
    expect(albums?.options[0]).toMatchObject({
      href: '/album/9/nora-vale/northbound-sessions',
      description: 'Nora Vale',
      shape: 'square',
    });
    expect(tracks?.options[0]?.href).toBe('/track/100/nocturne-song');
    expect(playlists?.options[0]).toMatchObject({ href: '/playlist/60/night-1', description: 'Noel 1' });
  });

  it('leaves out a group with no results, and shows nothing when nothing was found', () => {
    const groups = instantGroups(storySearchResponse('no', 2, { albums: 0 }).results);
    expect(groups.map((group) => group.id)).toEqual(['artists', 'tracks', 'playlists']);
    expect(instantGroups(storySearchResponse('zz', 0).results)).toEqual([]);
  });
});
