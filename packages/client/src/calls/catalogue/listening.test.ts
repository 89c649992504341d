import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { artistJson, channelJson, commentJson, pageJson, trackJson } from '../../contract/catalogue/fixtures';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import {
  createComment,
  getChannel,
  getNextQueueTracks,
  getRadio,
  logTrackPlay,
  search,
  searchType,
} from './listening';

describe('listening calls', () => {
  it('loads a channel by slug with the channelPage loader', async () => {
    const http = new RecordingHttpClient({ channel: channelJson });
    const { channel } = await getChannel(http, 'home');
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'channel/home',
      body: undefined,
      params: { loader: 'channelPage' },
      callName: 'GET channel/{slugOrId}',
    });
    expect(channel.slug).toBe('home');
  });

  it('passes a channel restriction and a content page', async () => {
    const http = new RecordingHttpClient({ channel: channelJson });
    await getChannel(http, 'genre', { restriction: 'synthwave', params: { page: 2 } });
    expect(http.onlyRequest.params).toEqual({ loader: 'channelPage', restriction: 'synthwave', page: 2 });
  });

  it('searches every type, then one type by page', async () => {
    const all = new RecordingHttpClient({
      query: 'harbor',
      results: {
        tracks: [trackJson],
        albums: [],
        artists: [],
        playlists: [],
        users: [],
        genres: [],
        tags: [],
      },
    });
    await search(all, 'harbor');
    expect(all.onlyRequest).toMatchObject({ path: 'search', params: { query: 'harbor' } });
    const one = new RecordingHttpClient({ query: 'harbor', pagination: pageJson([artistJson]) });
    const { pagination } = await searchType(one, 'artists', 'harbor', { page: 2 });
    expect(one.onlyRequest).toMatchObject({
      path: 'search/artists',
      params: { query: 'harbor', perPage: 20, page: 2 },
    });
    expect(pagination.data[0]?.name).toBe('Neon Harbor');
  });

  it('rejects a one-type search answer holding another type', async () => {
    const http = new RecordingHttpClient({ query: 'harbor', pagination: pageJson([trackJson]) });
    await expect(searchType(http, 'artists', 'harbor')).rejects.toThrow(z.ZodError);
  });

  it('opens a radio from a seed', async () => {
    const http = new RecordingHttpClient({ type: 'artist', seed: artistJson, recommendations: [trackJson] });
    await getRadio(http, 'artist', 3);
    expect(http.onlyRequest.path).toBe('radio/artist/3');
  });

  it('continues a queue after its last track and logs a play', async () => {
    const http = new RecordingHttpClient({ tracks: [trackJson] });
    await getNextQueueTracks(http, { queueId: 'album.7', lastTrackId: 21 });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'player/tracks',
      body: { queueId: 'album.7', lastTrackId: 21 },
    });
    const log = new RecordingHttpClient({ status: 'success' });
    await logTrackPlay(log, 21, { queueId: 'album.7' });
    expect(log.onlyRequest).toMatchObject({ path: 'tracks/plays/21/log', body: { queueId: 'album.7' } });
  });

  it('comments on a track at a waveform position', async () => {
    const http = new RecordingHttpClient({ comment: commentJson });
    const body = { commentable_id: 21, commentable_type: 'track' as const, content: 'Nice', position: 0.42 };
    const { comment } = await createComment(http, body);
    expect(http.onlyRequest).toMatchObject({ method: 'POST', path: 'comments', body });
    expect(comment.position).toBe(0.42);
  });
});
