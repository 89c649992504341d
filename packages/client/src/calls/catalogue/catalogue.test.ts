import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  albumJson,
  artistJson,
  lyricJson,
  pageJson,
  tagJson,
  trackJson,
} from '../../contract/catalogue/fixtures';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import {
  createTrack,
  getAlbum,
  getArtist,
  getArtistTracks,
  getTagAlbums,
  getTrack,
  getTrackLyrics,
  getTrackWave,
} from './catalogue';

describe('catalogue page calls', () => {
  it('loads an artist page through GET artists/{id} with the artistPage loader', async () => {
    const http = new RecordingHttpClient({
      artist: artistJson,
      albums: pageJson([albumJson]),
      tracks: pageJson([trackJson]),
      similar: [],
      followers: [],
      is_following: true,
    });
    const page = await getArtist(http, 3);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'artists/3',
      body: undefined,
      params: { loader: 'artistPage' },
      callName: 'GET artists/{id}',
    });
    expect(page.is_following).toBe(true);
  });

  it('pages an artist’s tracks 20 at a time unless asked otherwise', async () => {
    const http = new RecordingHttpClient({ pagination: pageJson([trackJson]) });
    await getArtistTracks(http, 3, { page: 2 });
    expect(http.onlyRequest.path).toBe('artists/3/tracks');
    expect(http.onlyRequest.params).toEqual({ perPage: 20, page: 2 });
  });

  it('loads an album and a track with their page loaders', async () => {
    const albumHttp = new RecordingHttpClient({ album: albumJson });
    expect((await getAlbum(albumHttp, 7)).album.tracks).toHaveLength(1);
    expect(albumHttp.onlyRequest.params).toEqual({ loader: 'albumPage' });
    const trackHttp = new RecordingHttpClient({ track: trackJson });
    await getTrack(trackHttp, 21);
    expect(trackHttp.onlyRequest.path).toBe('tracks/21');
  });

  it('reads the waveform and the parsed lyrics of a track', async () => {
    const wave = new RecordingHttpClient({ waveData: [0.2, 0.9], comments: [] });
    expect((await getTrackWave(wave, 21)).waveData).toEqual([0.2, 0.9]);
    expect(wave.onlyRequest.path).toBe('tracks/21/wave');
    const lyrics = new RecordingHttpClient({ lyric: lyricJson });
    expect((await getTrackLyrics(lyrics, 21)).lyric.lines[0]?.time).toBe(1500);
    expect(lyrics.onlyRequest.path).toBe('tracks/21/lyrics');
  });

  it('escapes a tag name so it stays one path segment', async () => {
    const http = new RecordingHttpClient({ tag: tagJson, pagination: pageJson([albumJson]) });
    await getTagAlbums(http, 'drum & bass/uk');
    expect(http.onlyRequest.path).toBe('tags/drum%20%26%20bass%2Fuk/albums');
  });

  it('creates a track with POST tracks', async () => {
    const http = new RecordingHttpClient({ track: trackJson });
    const body = { name: 'Harbor Lights', duration: 184_000, src: '/a.mp3', artist_ids: [3] };
    await createTrack(http, body);
    expect(http.onlyRequest).toMatchObject({ method: 'POST', path: 'tracks', body });
  });

  it('rejects an artist page without its artist', async () => {
    await expect(getArtist(new RecordingHttpClient({ albums: pageJson([]) }), 3)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
