import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  albumJson,
  pageJson,
  playlistJson,
  publicUserJson,
  trackJson,
} from '../../contract/catalogue/fixtures';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import {
  addToLibrary,
  followUser,
  getLibraryIds,
  getLibraryPlaylists,
  getLikedAlbums,
  getListeningHistory,
  getUserProfile,
  getUserProfileTab,
  removeFromLibrary,
  toggleRepost,
  unfollowUser,
} from './library';

describe('library calls', () => {
  it('adds to and removes from the library with likeables', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    const likeables = [{ likeable_id: 21, likeable_type: 'track' as const }];
    await addToLibrary(http, likeables);
    await removeFromLibrary(http, likeables);
    expect(http.requests.map(({ path, body }) => [path, body])).toEqual([
      ['users/me/add-to-library', { likeables }],
      ['users/me/remove-from-library', { likeables }],
    ]);
  });

  it('reads the ids in the library', async () => {
    const http = new RecordingHttpClient({
      tracks: [21],
      albums: [],
      artists: [3],
      playlists: [],
      users: [],
    });
    expect((await getLibraryIds(http)).artists).toEqual([3]);
  });

  it('pages liked albums and history 20 at a time', async () => {
    const albums = new RecordingHttpClient({ pagination: pageJson([albumJson]) });
    await getLikedAlbums(albums);
    expect(albums.onlyRequest).toMatchObject({ path: 'users/me/liked-albums', params: { perPage: 20 } });
    const history = new RecordingHttpClient({
      pagination: pageJson([{ ...trackJson, played_at: '2026-11-02T10:00:00.000000Z' }]),
    });
    const { pagination } = await getListeningHistory(history);
    expect(pagination.data[0]?.played_at).toBe('2026-11-02T10:00:00.000000Z');
  });

  it("pages the listener's own and followed playlists", async () => {
    const http = new RecordingHttpClient({ pagination: pageJson([playlistJson]) });
    const { pagination } = await getLibraryPlaylists(http, { page: 2 });
    expect(http.onlyRequest).toMatchObject({ path: 'users/me/playlists', params: { perPage: 20, page: 2 } });
    expect(pagination.data[0]?.model_type).toBe('playlist');
  });

  it('rejects a history entry without when it was played', async () => {
    const http = new RecordingHttpClient({ pagination: pageJson([trackJson]) });
    await expect(getListeningHistory(http)).rejects.toThrow(z.core.$ZodError);
  });
});

describe('profile calls', () => {
  it('loads a profile and one of its tabs', async () => {
    const profile = new RecordingHttpClient({
      user: {
        ...publicUserJson,
        country: null,
        created_at: '2026-11-01T10:00:00.000000Z',
        followers_count: 1,
        followed_users_count: 0,
        playlists_count: 1,
        liked_tracks_count: 4,
      },
      is_following: false,
    });
    expect((await getUserProfile(profile, 2)).user.liked_tracks_count).toBe(4);
    expect(profile.onlyRequest).toMatchObject({
      path: 'user-profile/2',
      params: { loader: 'userProfilePage' },
    });
    const tab = new RecordingHttpClient({ pagination: pageJson([playlistJson]) });
    const { pagination } = await getUserProfileTab(tab, 2, 'playlists');
    expect(tab.onlyRequest.path).toBe('user-profile/2/playlists');
    expect(pagination.data[0]?.name).toBe('Late drive');
  });

  it('follows and unfollows a user', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await followUser(http, 2);
    await unfollowUser(http, 2);
    expect(http.requests.map(({ path }) => path)).toEqual(['users/2/follow', 'users/2/unfollow']);
  });
});

describe('reposts', () => {
  it('toggles a repost and reads the new state', async () => {
    const http = new RecordingHttpClient({ reposted: true, reposts_count: 3 });
    const body = { repostable_id: 21, repostable_type: 'track' as const };
    expect(await toggleRepost(http, body)).toEqual({ reposted: true, reposts_count: 3 });
    expect(http.onlyRequest).toMatchObject({ method: 'POST', path: 'users/me/reposts/toggle', body });
  });

  it('rejects an answer without the count', async () => {
    const http = new RecordingHttpClient({ reposted: true });
    await expect(toggleRepost(http, { repostable_id: 1, repostable_type: 'album' })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
