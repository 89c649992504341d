import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { artistJson, channelJson, commentJson, pageJson, trackJson } from '../../contract/catalogue/fixtures';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import {
  createComment,
  deleteComment,
  getChannel,
  getNextQueueTracks,
  getRadio,
  getTrackComments,
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
    await expect(searchType(http, 'artists', 'harbor')).rejects.toThrow(z.core.$ZodError);
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

  it("pages through a track's comments", async () => {
    const http = new RecordingHttpClient({ pagination: pageJson([commentJson]) });
    const { pagination } = await getTrackComments(http, 21, { page: 2 });
    expect(http.onlyRequest).toMatchObject({ method: 'GET', path: 'tracks/21/comments' });
    expect(http.onlyRequest.params).toMatchObject({ page: 2 });
    expect(pagination.data[0]?.content).toBe('That synth at the bridge!');
  });

  it('refuses a comment list whose comments lack an author', async () => {
    const { user: _author, ...anonymous } = commentJson;
    const http = new RecordingHttpClient({ pagination: pageJson([anonymous]) });
    await expect(getTrackComments(http, 21)).rejects.toThrow();
  });

  it('deletes a comment by its id', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await deleteComment(http, 9);
    expect(http.onlyRequest).toMatchObject({ method: 'DELETE', path: 'comments/9' });
  });
});
