import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageJson, playlistJson, trackJson } from '../../contract/catalogue/fixtures';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import {
  addTracksToPlaylist,
  createPlaylist,
  deletePlaylist,
  followPlaylist,
  getPlaylist,
  removeTracksFromPlaylist,
  reorderPlaylistTracks,
  unfollowPlaylist,
  updatePlaylist,
} from './playlists';

describe('playlist calls', () => {
  it('loads a playlist page with its first tracks', async () => {
    const http = new RecordingHttpClient({
      playlist: playlistJson,
      tracks: pageJson([trackJson]),
      is_following: false,
      can_edit: true,
    });
    const page = await getPlaylist(http, 5);
    expect(http.onlyRequest).toMatchObject({
      method: 'GET',
      path: 'playlists/5',
      params: { loader: 'playlistPage' },
    });
    expect(page.can_edit).toBe(true);
  });

  it('creates, updates and deletes with POST, PUT and DELETE', async () => {
    const http = new RecordingHttpClient({ playlist: playlistJson });
    await createPlaylist(http, { name: 'Late drive' });
    await updatePlaylist(http, 5, { name: 'Later drive', public: false });
    expect(http.requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'playlists', { name: 'Late drive' }],
      ['PUT', 'playlists/5', { name: 'Later drive', public: false }],
    ]);
    const ack = new RecordingHttpClient({ status: 'success' });
    await deletePlaylist(ack, 5);
    expect(ack.onlyRequest).toMatchObject({ method: 'DELETE', path: 'playlists/5' });
  });

  it('adds, removes and orders tracks by id', async () => {
    const http = new RecordingHttpClient({ playlist: playlistJson });
    await addTracksToPlaylist(http, 5, [21, 22]);
    await removeTracksFromPlaylist(http, 5, [22]);
    await reorderPlaylistTracks(http, 5, [22, 21]);
    expect(http.requests.map(({ path, body, callName }) => [path, body, callName])).toEqual([
      ['playlists/5/tracks/add', { ids: [21, 22] }, 'POST playlists/{id}/tracks/add'],
      ['playlists/5/tracks/remove', { ids: [22] }, 'POST playlists/{id}/tracks/remove'],
      ['playlists/5/tracks/order', { ids: [22, 21] }, 'POST playlists/{id}/tracks/order'],
    ]);
  });

  it('follows and unfollows', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await followPlaylist(http, 5);
    await unfollowPlaylist(http, 5);
    expect(http.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST playlists/5/follow',
      'POST playlists/5/unfollow',
    ]);
  });

  it('rejects a playlist answer without its owner', async () => {
    const { owner: _owner, ...ownerless } = playlistJson;
    await expect(
      createPlaylist(new RecordingHttpClient({ playlist: ownerless }), { name: 'x' }),
    ).rejects.toThrow(z.core.$ZodError);
  });
});
