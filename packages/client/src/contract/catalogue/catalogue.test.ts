import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from '../fixtures/issue-paths';
import { albumSchema } from './album';
import { artistSchema } from './artist';
import { channelResponseSchema } from './channel';
import { commentPayloadSchema, commentSchema, waveResponseSchema } from './comment';
import { albumPayloadSchema, trackPayloadSchema } from './create';
import {
  albumJson,
  artistJson,
  channelJson,
  commentJson,
  lyricJson,
  pageJson,
  playlistJson,
  publicUserJson,
  trackJson,
} from './fixtures';
import { libraryPayloadSchema } from './library';
import { lyricResponseSchema } from './lyrics';
import { artistPageResponseSchema } from './pages';
import { playerTracksPayloadSchema, radioResponseSchema } from './player';
import {
  PLAYLIST_ORDER_MAX,
  playlistOrderPayloadSchema,
  playlistPageResponseSchema,
  playlistPayloadSchema,
  playlistTrackIdsPayloadSchema,
} from './playlist';
import { searchResponseSchema } from './search';
import { trackSchema } from './track';

describe('catalogue models', () => {
  it('reads a track with its credits, album, audio URL and duration in ms', () => {
    const track = trackSchema.parse(trackJson);
    expect(track.src).toBe('/api/v1/tracks/21/stream');
    expect(track.duration).toBe(184_000);
    expect(track.artists[0]?.name).toBe('Neon Harbor');
    expect(track.album?.name).toBe('Tidal Memory');
  });

  it('accepts a track with nothing to play yet and no album', () => {
    const single = { ...trackJson, src: null, album: null, album_id: null, number: null };
    expect(issuePaths(trackSchema, single)).toEqual([]);
  });

  it('reads the ReplayGain of a track and its album, unknown ones as null', () => {
    const levelled = {
      ...trackJson,
      replay_gain_db: -7.2,
      replay_gain_peak: 0.98,
      album_replay_gain_db: null,
      album_replay_gain_peak: null,
    };
    expect(trackSchema.parse(levelled)).toMatchObject({ replay_gain_db: -7.2, album_replay_gain_db: null });
    expect(issuePaths(trackSchema, withField(levelled, 'replay_gain_peak', -1))).toEqual([
      'replay_gain_peak',
    ]);
  });

  it('rejects a fractional duration, since durations are whole milliseconds', () => {
    expect(issuePaths(trackSchema, withField(trackJson, 'duration', 184.5))).toEqual(['duration']);
  });

  it('rejects a track whose model type is not track', () => {
    expect(issuePaths(trackSchema, withField(trackJson, 'model_type', 'album'))).toEqual(['model_type']);
  });

  it('reads an album with its tracks, and refuses a release date that is not YYYY-MM-DD', () => {
    expect(albumSchema.parse(albumJson).tracks?.[0]?.id).toBe(21);
    expect(issuePaths(albumSchema, withField(albumJson, 'release_date', '14/03/2026'))).toEqual([
      'release_date',
    ]);
  });

  it('reads an artist profile with links and genres', () => {
    const artist = artistSchema.parse(artistJson);
    expect(artist.links?.[0]?.title).toBe('Website');
    expect(artist.genres?.[0]?.display_name).toBe('Synthwave');
  });

  it('requires an artist to say whether it is verified', () => {
    expect(issuePaths(artistSchema, withoutField(artistJson, 'verified'))).toEqual(['verified']);
  });

  it('reads an artist page with albums, tracks, similar artists and followers', () => {
    const page = artistPageResponseSchema.parse({
      artist: artistJson,
      albums: pageJson([albumJson]),
      tracks: pageJson([trackJson]),
      similar: [],
      followers: [publicUserJson],
      is_following: false,
    });
    expect(page.albums.data[0]?.name).toBe('Tidal Memory');
    expect(page.followers[0]?.name).toBe('Demo Listener');
  });

  it('reads a channel of channels, each nested channel with its own content', () => {
    const { channel } = channelResponseSchema.parse({ channel: channelJson });
    const [nested, track] = channel.content.data;
    expect(nested?.model_type).toBe('channel');
    if (nested?.model_type !== 'channel') throw new Error('expected a nested channel');
    expect(nested.content.data[0]?.model_type).toBe('album');
    expect(track?.model_type).toBe('track');
  });

  it('rejects a channel layout outside grid, carousel, track list and table', () => {
    expect(
      issuePaths(channelResponseSchema, withField({ channel: channelJson }, 'channel.config.layout', 'list')),
    ).toEqual(['channel.config.layout']);
  });

  it('reads a playlist page with its tracks and the viewer relation', () => {
    const page = playlistPageResponseSchema.parse({
      playlist: playlistJson,
      tracks: pageJson([trackJson]),
      is_following: false,
      can_edit: true,
    });
    expect(page.playlist.owner.name).toBe('Demo Listener');
    expect(page.tracks.data).toHaveLength(1);
  });

  it('never lets a public user carry an e-mail address into the parsed value', () => {
    const withEmail = { ...playlistJson, owner: { ...publicUserJson, email: 'listener@tonearm.local' } };
    expect(playlistPageResponseSchema.shape.playlist.parse(withEmail).owner).not.toHaveProperty('email');
  });

  it('reads synced lyrics lines with times in ms', () => {
    expect(lyricResponseSchema.parse({ lyric: lyricJson }).lyric.lines[1]).toEqual({
      time: 4000,
      text: 'Call me home',
    });
  });

  it('reads a waveform with comments and refuses peaks above 1', () => {
    expect(
      waveResponseSchema.parse({ waveData: [0, 0.5, 1], comments: [commentJson] }).comments,
    ).toHaveLength(1);
    expect(issuePaths(waveResponseSchema, { waveData: [1.5], comments: [] })).toEqual(['waveData.0']);
  });

  it('keeps a comment position between 0 and 1', () => {
    expect(issuePaths(commentSchema, withField(commentJson, 'position', 42))).toEqual(['position']);
  });

  it('reads search results of every type', () => {
    const { results } = searchResponseSchema.parse({
      query: 'harbor',
      results: {
        tracks: [trackJson],
        albums: [albumJson],
        artists: [artistJson],
        playlists: [playlistJson],
        users: [publicUserJson],
        genres: [],
        tags: [],
      },
    });
    expect(results.artists[0]?.id).toBe(3);
  });

  it('reads a radio answer seeded by an artist', () => {
    const radio = radioResponseSchema.parse({
      type: 'artist',
      seed: artistJson,
      recommendations: [trackJson],
    });
    expect(radio.seed.model_type).toBe('artist');
  });
});

describe('catalogue payloads', () => {
  it('requires a playlist name of 1 to 100 characters', () => {
    expect(issuePaths(playlistPayloadSchema, { name: '   ' })).toEqual(['name']);
    expect(issuePaths(playlistPayloadSchema, { name: 'x'.repeat(101) })).toEqual(['name']);
    expect(issuePaths(playlistPayloadSchema, { name: 'Late drive', public: true })).toEqual([]);
  });

  it('requires at least one track id to add, remove or order', () => {
    expect(issuePaths(playlistTrackIdsPayloadSchema, { ids: [] })).toEqual(['ids']);
    expect(issuePaths(playlistTrackIdsPayloadSchema, { ids: ['21'] })).toEqual(['ids.0']);
    expect(issuePaths(playlistOrderPayloadSchema, { ids: [] })).toEqual(['ids']);
  });

  it('adds 500 tracks a call but orders a playlist of up to 10,000 in one', () => {
    const ids = (count: number) => ({ ids: Array.from({ length: count }, (_, index) => index + 1) });
    expect(issuePaths(playlistTrackIdsPayloadSchema, ids(501))).toEqual(['ids']);
    expect(issuePaths(playlistOrderPayloadSchema, ids(PLAYLIST_ORDER_MAX))).toEqual([]);
    expect(issuePaths(playlistOrderPayloadSchema, ids(PLAYLIST_ORDER_MAX + 1))).toEqual(['ids']);
  });

  it('only likes tracks, albums and artists', () => {
    expect(
      issuePaths(libraryPayloadSchema, { likeables: [{ likeable_id: 1, likeable_type: 'playlist' }] }),
    ).toEqual(['likeables.0.likeable_type']);
  });

  it('refuses an empty comment and keeps a reply tied to a track', () => {
    expect(
      issuePaths(commentPayloadSchema, { commentable_id: 21, commentable_type: 'track', content: ' ' }),
    ).toEqual(['content']);
    expect(
      issuePaths(commentPayloadSchema, {
        commentable_id: 21,
        commentable_type: 'track',
        content: 'Same here',
        parent_id: 9,
      }),
    ).toEqual([]);
  });

  it('asks for the next queue tracks by queue id and the last track held', () => {
    expect(issuePaths(playerTracksPayloadSchema, { queueId: 'album.7', lastTrackId: 21 })).toEqual([]);
    expect(issuePaths(playerTracksPayloadSchema, { queueId: 'nothing', lastTrackId: 21 })).toEqual([
      'queueId',
    ]);
  });

  it('needs at least one artist for a new album or track', () => {
    expect(issuePaths(albumPayloadSchema, { name: 'Tidal Memory', artist_ids: [] })).toEqual(['artist_ids']);
    expect(
      issuePaths(trackPayloadSchema, {
        name: 'Harbor Lights',
        duration: 1000,
        src: '/a.mp3',
        artist_ids: [3],
      }),
    ).toEqual([]);
  });
});
