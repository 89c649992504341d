import {
  albumResponseSchema,
  artistPageResponseSchema,
  channelResponseSchema,
  genreListResponseSchema,
  libraryIdsResponseSchema,
  lyricResponseSchema,
  radioResponseSchema,
  searchResponseSchema,
  searchTypeResponseSchemas,
  tagAlbumsResponseSchema,
  tagTracksResponseSchema,
  trackListResponseSchema,
  trackResponseSchema,
  waveResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { insertDemoCatalogue } from '../seed/seed-demo-catalogue';
import { DEMO_LISTENER_EMAIL, DEMO_LISTENER_PASSWORD } from '../seed/seed-demo-listener';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { writeSmallCatalogue } from './test-support/small-catalogue';

let app: TestServer;
let guest: TestVisitor;
let admin: TestVisitor;
let demo: TestVisitor;

async function signIn(email: string, password: string): Promise<TestVisitor> {
  const visitor = await new TestVisitor(app.url).open();
  const answer = await visitor.post('/auth/login', { email, password, remember: false });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.text}`);
  return visitor;
}

beforeAll(async () => {
  app = await startTestServer();
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  guest = await new TestVisitor(app.url).open();
  admin = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
  demo = await signIn(DEMO_LISTENER_EMAIL, DEMO_LISTENER_PASSWORD);
}, 60_000);
afterAll(() => app?.stop());

async function searchOne(type: 'tracks' | 'artists' | 'albums', query: string): Promise<number> {
  const answer = await guest.get(`/api/v1/search/${type}?query=${encodeURIComponent(query)}`);
  const id = searchTypeResponseSchemas[type].parse(answer.json).pagination.data[0]?.id;
  if (id === undefined) throw new Error(`No ${type} matches ${query}`);
  return id;
}

describe('channels', () => {
  it('shows the home channel to a guest: nested channels, each with its first page of content', async () => {
    const answer = await guest.get('/api/v1/channel/home?loader=channelPage');
    expect(answer.status).toBe(200);
    const { channel } = channelResponseSchema.parse(answer.json);
    expect(channel.slug).toBe('home');
    const nested = channel.content.data.flatMap((item) => (item.model_type === 'channel' ? [item] : []));
    expect(nested.map((item) => item.slug)).toEqual([
      'new-releases',
      'popular-tracks',
      'popular-artists',
      'featured-playlists',
      'genres',
    ]);
    const releases = nested[0]?.content.data.map((item) => item.model_type === 'album' && item.release_date);
    expect(releases).toEqual(['2026-03-14', '2025-10-01', '2024-05-20']);
  });

  it('restricts the genre channel to the genre in the URL and names it after the genre', async () => {
    const answer = await guest.get('/api/v1/channel/genre?restriction=folk');
    const { channel } = channelResponseSchema.parse(answer.json);
    expect(channel.name).toBe('Folk');
    expect(channel.restriction?.name).toBe('folk');
    const tracks = channel.content.data.find(
      (item) => item.model_type === 'channel' && item.slug === 'genre-tracks',
    );
    if (tracks?.model_type !== 'channel') throw new Error('The genre channel lists no tracks');
    expect(tracks.name).toBe('Popular Folk tracks');
    expect(tracks.content.data.map((item) => item.model_type === 'track' && item.name).sort()).toEqual([
      'Embers',
      'River Song',
    ]);
  });

  it('answers 404 for an unknown channel, and for a restricted one without its genre', async () => {
    expect((await guest.get('/api/v1/channel/nothing-here')).status).toBe(404);
    expect((await guest.get('/api/v1/channel/genre')).status).toBe(404);
    expect((await guest.get('/api/v1/channel/genre?restriction=polka')).status).toBe(404);
  });

  it('pages a flat channel', async () => {
    const answer = await guest.get('/api/v1/channel/popular-tracks?perPage=4&page=2');
    const { channel } = channelResponseSchema.parse(answer.json);
    expect(channel.content.current_page).toBe(2);
    expect(channel.content.total).toBe(6);
    expect(channel.content.data).toHaveLength(2);
  });
});

describe('artists, albums and tracks', () => {
  it('loads an artist page with albums, popular tracks, similar artists and whether the viewer follows', async () => {
    const id = await searchOne('artists', 'Neon Harbor');
    const page = artistPageResponseSchema.parse(
      (await demo.get(`/api/v1/artists/${id}?loader=artistPage`)).json,
    );
    expect(page.artist.city).toBe('Rotterdam');
    expect(page.artist.links).toEqual([{ url: 'https://neonharbor.example', title: 'Website' }]);
    expect(page.albums.data.map((album) => album.name)).toEqual(['Tidal Memory']);
    expect(page.tracks.data).toHaveLength(2);
    expect(page.similar.map((artist) => artist.name)).toEqual(['Grid Runner']);
    // The demo listener follows the first demo artists.
    expect(page.is_following).toBe(true);
    expect(page.followers.map((user) => user.name)).toContain('Demo Listener');
    expect(page.followers[0]).not.toHaveProperty('email');
  });

  it('answers 404 for an artist, album or track that does not exist, or a malformed id', async () => {
    for (const path of ['artists/9999', 'albums/9999', 'tracks/9999', 'tracks/abc', 'artists/9999/tracks']) {
      expect((await guest.get(`/api/v1/${path}`)).status, path).toBe(404);
    }
  });

  it('loads an album with its tracks in order, genres and tags', async () => {
    const id = await searchOne('albums', 'Tidal');
    const { album } = albumResponseSchema.parse((await guest.get(`/api/v1/albums/${id}`)).json);
    expect(album.tracks?.map((track) => [track.number, track.name])).toEqual([
      [1, 'Harbor Lights'],
      [2, 'Undertow'],
    ]);
    expect(album.genres?.map((genre) => genre.display_name)).toEqual(['Synthwave']);
    expect(album.tags?.map((tag) => tag.name)).toEqual(['night-drive']);
  });

  it('loads a track with its stream URL, its waveform and its synced lyrics as timed lines', async () => {
    const id = await searchOne('tracks', 'Harbor Lights');
    const { track } = trackResponseSchema.parse((await guest.get(`/api/v1/tracks/${id}`)).json);
    expect(track.src).toBe(`/api/v1/tracks/${id}/stream`);
    expect(track.has_lyrics).toBe(true);
    expect(track.duration).toBe(500);
    const wave = waveResponseSchema.parse((await guest.get(`/api/v1/tracks/${id}/wave`)).json);
    expect(wave.waveData).toEqual([0.1, 0.5, 1, 0.4]);
    const { lyric } = lyricResponseSchema.parse((await guest.get(`/api/v1/tracks/${id}/lyrics`)).json);
    expect(lyric.lines).toEqual([
      { time: 500, text: 'Harbor lights' },
      { time: 2000, text: 'Call me home' },
    ]);
    const undertow = await searchOne('tracks', 'Undertow');
    expect((await guest.get(`/api/v1/tracks/${undertow}/lyrics`)).status).toBe(404);
  });

  it('streams the audio with byte ranges', async () => {
    const id = await searchOne('tracks', 'Pulse');
    const whole = await fetch(`${app.url}/api/v1/tracks/${id}/stream`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect((await whole.arrayBuffer()).byteLength).toBe(8044);
    const part = await fetch(`${app.url}/api/v1/tracks/${id}/stream`, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('RIFF');
  });

  it('lists genres, tag pages and radios', async () => {
    const genres = genreListResponseSchema.parse((await guest.get('/api/v1/genres')).json);
    expect(genres.pagination.data.map((genre) => genre.name)).toEqual(['synthwave', 'folk']);
    const tagged = tagTracksResponseSchema.parse((await guest.get('/api/v1/tags/night-drive/tracks')).json);
    expect(tagged.tag.display_name).toBe('night drive');
    expect(tagged.pagination.total).toBe(6);
    const acoustic = tagAlbumsResponseSchema.parse((await guest.get('/api/v1/tags/acoustic/albums')).json);
    expect(acoustic.pagination.data.map((album) => album.name)).toEqual(['Porch Songs']);
    expect((await guest.get('/api/v1/tags/polka/tracks')).status).toBe(404);

    const river = await searchOne('tracks', 'River Song');
    const radio = radioResponseSchema.parse((await guest.get(`/api/v1/radio/track/${river}`)).json);
    expect(radio.recommendations[0]?.id).toBe(river);
    expect(radio.recommendations.map((track) => track.name).sort()).toEqual(['Embers', 'River Song']);
    const artist = await searchOne('artists', 'Grid Runner');
    const byArtist = radioResponseSchema.parse((await guest.get(`/api/v1/radio/artist/${artist}`)).json);
    expect(byArtist.recommendations).toHaveLength(4);
    expect((await guest.get(`/api/v1/radio/playlist/${artist}`)).status).toBe(404);
  });

  it('lets only music.create holders add artists, albums and tracks, and checks the input', async () => {
    const listener = demo;
    const refused = await listener.post('/api/v1/artists', { name: 'Nobody' });
    expect(refused.status).toBe(403);
    expect((refused.json as { message: string }).message).toMatch(/cannot add music/);
    expect((await guest.post('/api/v1/artists', { name: 'Nobody' })).status).toBe(401);
    expect((await admin.post('/api/v1/albums', { name: 'No artist', artist_ids: [9999] })).status).toBe(422);
    const created = await admin.post('/api/v1/artists', { name: 'Fresh Face', genres: ['Folk'] });
    expect(created.status).toBe(201);
    const artistId = (created.json as { artist: { id: number } }).artist.id;
    const track = await admin.post('/api/v1/tracks', {
      name: 'First Light',
      duration: 1000,
      src: 'https://cdn.example/first-light.mp3',
      artist_ids: [artistId],
      lyrics: 'Line one\nLine two',
    });
    expect(track.status).toBe(201);
    expect(trackResponseSchema.parse(track.json).track.src).toBe('https://cdn.example/first-light.mp3');
  });
});

describe('search', () => {
  it('finds every type at once, and one type by page', async () => {
    const all = searchResponseSchema.parse((await guest.get('/api/v1/search?query=neon')).json);
    expect(all.results.artists.map((artist) => artist.name)).toEqual(['Neon Harbor']);
    expect(all.results.albums.map((album) => album.name)).toEqual(['Neon Nights', 'Tidal Memory']);
    const page = searchTypeResponseSchemas.tracks.parse(
      (await guest.get('/api/v1/search/tracks?query=synthwave&perPage=2')).json,
    );
    expect(page.pagination.per_page).toBe(2);
    expect(page.pagination.total).toBeGreaterThan(2);
  });

  it('treats % and _ as letters, refuses an empty query and an unknown type', async () => {
    const wild = searchResponseSchema.parse((await guest.get('/api/v1/search?query=%25')).json);
    expect(wild.results.tracks).toEqual([]);
    expect((await guest.get('/api/v1/search?query=%20')).status).toBe(422);
    expect((await guest.get('/api/v1/search/moods?query=calm')).status).toBe(404);
  });
});

describe('the library', () => {
  it('needs a signed-in listener', async () => {
    for (const path of ['users/me/library', 'users/me/liked-tracks', 'users/me/history']) {
      expect((await guest.get(`/api/v1/${path}`)).status, path).toBe(401);
    }
    const body = { likeables: [{ likeable_id: 1, likeable_type: 'track' }] };
    expect((await guest.post('/api/v1/users/me/add-to-library', body)).status).toBe(401);
  });

  it('gives the demo listener a library that is not empty', async () => {
    const ids = libraryIdsResponseSchema.parse((await demo.get('/api/v1/users/me/library')).json);
    expect(ids.tracks.length).toBeGreaterThan(0);
    expect(ids.albums.length).toBeGreaterThan(0);
    expect(ids.artists.length).toBeGreaterThan(0);
    const history = await demo.get('/api/v1/users/me/history');
    expect((history.json as { pagination: { total: number } }).pagination.total).toBeGreaterThan(0);
  });

  it('adds to and removes from the library, newest like first', async () => {
    const listener = await signUp('library@example.com');
    const [embers, river] = [await searchOne('tracks', 'Embers'), await searchOne('tracks', 'River Song')];
    const like = (id: number) => ({ likeables: [{ likeable_id: id, likeable_type: 'track' }] });
    expect((await listener.post('/api/v1/users/me/add-to-library', like(embers))).status).toBe(200);
    expect((await listener.post('/api/v1/users/me/add-to-library', like(river))).status).toBe(200);
    const liked = trackListResponseSchema.parse((await listener.get('/api/v1/users/me/liked-tracks')).json);
    expect(liked.pagination.data.map((track) => track.name)).toEqual(['River Song', 'Embers']);
    await listener.post('/api/v1/users/me/remove-from-library', like(river));
    const after = libraryIdsResponseSchema.parse((await listener.get('/api/v1/users/me/library')).json);
    expect(after.tracks).toEqual([embers]);
    const missing = await listener.post('/api/v1/users/me/add-to-library', like(9999));
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.json as { errors: object }).errors)).toEqual(['likeables.0.likeable_id']);
  });
});

function signUp(email: string): Promise<TestVisitor> {
  return registerListener(app.url, email, 'correct horse battery');
}
