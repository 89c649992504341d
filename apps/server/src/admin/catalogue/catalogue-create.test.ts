import {
  adminAlbumResponseSchema,
  adminArtistResponseSchema,
  adminTrackResponseSchema,
} from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, artists, likes, notifications, tracks, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { signInAdmin } from '../test-support/admin-audiences';
import { type MadeAlbum, makeAlbum, storedImage } from './test-support/catalogue-rows';

let app: TestServer;
let admin: TestVisitor;
let made: MadeAlbum;

beforeAll(async () => {
  app = await startTestServer();
  made = await makeAlbum(app, 'Existing Album', ['Loose Track']);
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const post = (resource: string, body: unknown) =>
  admin.request(`/api/v1/admin/${resource}`, { method: 'POST', body });

const trackBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Brand New',
  image: null,
  artist_ids: [made.artistId],
  album_id: null,
  genres: ['Ambient'],
  tags: [],
  description: null,
  lyrics: 'First line',
  release_date: '2026-05-01',
  src: 'https://media.example.com/brand-new.mp3',
  duration: 90_000,
  ...extra,
});

describe('adding to the catalogue from its forms', () => {
  it('adds a track with its credits, genres, lyrics and audio, answering 201 with its form', async () => {
    const answer = await post('tracks', trackBody());
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const { track } = adminTrackResponseSchema.parse(answer.json);
    expect(track).toMatchObject({
      name: 'Brand New',
      artists: [expect.objectContaining({ id: made.artistId })],
      genres: ['Ambient'],
      lyrics: 'First line',
      src: 'https://media.example.com/brand-new.mp3',
      duration: 90_000,
    });
  });

  it('tells the followers of a new track’s artist that it is out', async () => {
    const { db } = app.server.services;
    const [fan] = await db.insert(users).values({ email: 'fan@example.com', first_name: 'Fan' }).returning();
    if (!fan) throw new Error('The follower was not made');
    await db.insert(likes).values({ user_id: fan.id, likeable_type: 'artist', likeable_id: made.artistId });
    const answer = await post('tracks', trackBody({ name: 'Told Track' }));
    expect(answer.status).toBe(201);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, fan.id), eq(notifications.type, 'new_release')));
    expect(JSON.stringify(told.map((row) => row.data))).toContain('Told Track');
  });

  it('refuses a new track without its audio, with a message on the field', async () => {
    const answer = await post('tracks', trackBody({ src: null, name: 'No Audio' }));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { src: ['Upload the audio of the track.'] } });
  });

  it('leaves no bare row behind when the save refuses an unknown artist', async () => {
    const answer = await post('tracks', trackBody({ name: 'Nobody Sings', artist_ids: [999_999] }));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { 'artist_ids.0': ['The selected artist is invalid.'] } });
    const left = await app.server.services.db.select().from(tracks).where(eq(tracks.name, 'Nobody Sings'));
    expect(left).toEqual([]);
  });

  it('adds an album that takes the tracks it lists, in order', async () => {
    const cover = await storedImage(app, 'albums');
    const answer = await post('albums', {
      name: 'Fresh Pressing',
      image: cover,
      artist_ids: [made.artistId],
      release_date: '2026-06-01',
      genres: [],
      tags: ['vinyl'],
      track_ids: made.trackIds,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const { album } = adminAlbumResponseSchema.parse(answer.json);
    expect(album).toMatchObject({ name: 'Fresh Pressing', image: cover, tracks_count: 1, tags: ['vinyl'] });
    expect(album.tracks.map((track) => track.name)).toEqual(['Loose Track']);
  });

  it('adds an artist with its links and biography', async () => {
    const answer = await post('artists', {
      name: 'Newcomer',
      image: null,
      verified: true,
      links: [{ url: 'https://newcomer.example.com', title: 'Site' }],
      bio: 'Started last year.',
      city: 'Lisbon',
      country: 'Portugal',
      profile_images: [],
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const { artist } = adminArtistResponseSchema.parse(answer.json);
    expect(artist).toMatchObject({ name: 'Newcomer', verified: true, city: 'Lisbon', albums: [] });
    const [row] = await app.server.services.db.select().from(artists).where(eq(artists.id, artist.id));
    expect(row?.bio).toBe('Started last year.');
  });

  it('refuses a blank album name with 422 before anything is made', async () => {
    const before = await app.server.services.db.select({ id: albums.id }).from(albums);
    const answer = await post('albums', {
      name: ' ',
      image: null,
      artist_ids: [made.artistId],
      release_date: null,
      genres: [],
      tags: [],
      track_ids: [],
    });
    expect(answer.status).toBe(422);
    expect(await app.server.services.db.select({ id: albums.id }).from(albums)).toHaveLength(before.length);
  });
});
