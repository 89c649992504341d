import { PROFILE_TABS } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { profileTabLabels, profileTabLink, profileTabOf } from './profile-tabs';

const ada = { id: 12, name: 'Ada Lovelace' };

describe('profile tabs', () => {
  it('links the default tab as the profile link and the others under it', () => {
    expect(profileTabLink(ada, 'playlists')).toBe('/user/12/ada-lovelace');
    expect(profileTabLink(ada, 'followers')).toBe('/user/12/ada-lovelace/followers');
  });

  it('reads the tab of a path, the default without one, and no tab for an unknown name', () => {
    expect(profileTabOf(undefined)).toBe('playlists');
    expect(profileTabOf('liked-albums')).toBe('liked-albums');
    expect(profileTabOf('secrets')).toBeNull();
  });

  it('names every tab of the contract', () => {
    expect(Object.keys(profileTabLabels((line) => line))).toEqual([...PROFILE_TABS]);
  });
});
