import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminAlbumRowSchema,
  adminArtistRowSchema,
  adminTrackRowSchema,
  catalogueDeletionFilesSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums, artists, lyrics, tracks } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { signInAdmin } from '../test-support/admin-audiences';
import { type MadeAlbum, makeAlbum, storedImage } from './test-support/catalogue-rows';

let app: TestServer;
let admin: TestVisitor;
let harbour: MadeAlbum;
let meadow: MadeAlbum;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  harbour = await makeAlbum(app, 'Harbour Lights', ['Quay Zebra', 'Tide Zebra'], {
    plays: [500, 20],
    artistName: 'Zebra Harbour',
  });
  meadow = await makeAlbum(app, 'Meadow Songs', ['Clover Zebra'], { plays: [7] });
  const { db } = app.server.services;
  await db.update(artists).set({ verified: true }).where(eq(artists.id, harbour.artistId));
  // A single: no album, its own artwork.
  await db
    .insert(tracks)
    .values({ name: 'Lone Zebra', duration: 9000, image: await storedImage(app, 'tracks') });
}, 60_000);
afterAll(() => app?.stop());

const page = async <S extends Parameters<typeof paginatedResponseSchema>[0]>(
  resource: string,
  schema: S,
  params: Record<string, string>,
) => {
  const answer = await admin.get(`/api/v1/admin/${resource}?${new URLSearchParams(params)}`);
  expect(answer.status, answer.text).toBe(200);
  return paginatedResponseSchema(schema).parse(answer.json).pagination;
};
const filtered = (filters: ListFilter[], extra: Record<string, string> = {}) => ({
  filters: encodeListFilters(filters),
  ...extra,
});
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('admin tracks list', () => {
  it('pages tracks searched by name and sorted by plays, with artists and album', async () => {
    const first = await page('tracks', adminTrackRowSchema, {
      query: 'zebra',
      orderBy: 'plays',
      orderDir: 'desc',
      perPage: '10',
    });
    expect(names(first.data)).toEqual(['Quay Zebra', 'Tide Zebra', 'Clover Zebra', 'Lone Zebra']);
    expect(first.data[0]).toEqual(
      expect.objectContaining({
        album: { id: harbour.albumId, name: 'Harbour Lights' },
        artists: [expect.objectContaining({ name: 'Zebra Harbour' })],
        plays: 500,
        duration: 1000,
      }),
    );
    expect(first.total).toBe(4);
    const second = await page('tracks', adminTrackRowSchema, {
      query: 'zebra',
      orderBy: 'name',
      orderDir: 'asc',
      perPage: '10',
      page: '2',
    });
    expect(second.data).toEqual([]);
  });

  it("names each track's lyrics, and none for a track without", async () => {
    const [quay, tide] = harbour.trackIds as [number, number];
    const [lyric] = await app.server.services.db
      .insert(lyrics)
      .values({ track_id: quay, text: 'Salt on the quay', is_synced: false })
      .returning({ id: lyrics.id });
    const rows = (await page('tracks', adminTrackRowSchema, { query: 'zebra', perPage: '10' })).data;
    expect(rows.find((row) => row.id === quay)?.lyric_id).toBe(lyric?.id);
    expect(rows.find((row) => row.id === tide)?.lyric_id).toBeNull();
  });

  it('filters by artwork, single or album track, plays and artist', async () => {
    const zebra = { query: 'zebra' };
    const singles = await page(
      'tracks',
      adminTrackRowSchema,
      filtered([{ key: 'in_album', operator: '=', value: false }], zebra),
    );
    expect(names(singles.data)).toEqual(['Lone Zebra']);
    const played = await page(
      'tracks',
      adminTrackRowSchema,
      filtered([{ key: 'plays', operator: '>=', value: 20 }], {
        ...zebra,
        orderBy: 'plays',
        orderDir: 'asc',
      }),
    );
    expect(names(played.data)).toEqual(['Tide Zebra', 'Quay Zebra']);
    const byArtist = await page(
      'tracks',
      adminTrackRowSchema,
      filtered([{ key: 'artist', operator: '=', value: meadow.artistId }]),
    );
    expect(names(byArtist.data)).toEqual(['Clover Zebra']);
    const withArtwork = await page(
      'tracks',
      adminTrackRowSchema,
      filtered([{ key: 'has_artwork', operator: '=', value: true }], zebra),
    );
    // Album tracks show their album's cover.
    expect(withArtwork.total).toBe(4);
  });

  it('filters by the dates a track was added and changed', async () => {
    const now = app.server.services.now();
    const range = (days: number) => ({
      start: new Date(now.getTime() - days * 86_400_000).toISOString(),
      end: new Date(now.getTime() + 86_400_000).toISOString(),
    });
    const recent = await page(
      'tracks',
      adminTrackRowSchema,
      filtered([{ key: 'updated_at', operator: 'between', value: range(1) }], { query: 'zebra' }),
    );
    expect(recent.total).toBe(4);
    const old = await page(
      'tracks',
      adminTrackRowSchema,
      filtered(
        [
          {
            key: 'created_at',
            operator: 'between',
            value: { start: '2001-01-01T00:00:00.000Z', end: '2001-12-31T00:00:00.000Z' },
          },
        ],
        { query: 'zebra' },
      ),
    );
    expect(old.total).toBe(0);
  });

  it('refuses unknown sort and filter keys and bad values with 422 naming them', async () => {
    const sort = await admin.get('/api/v1/admin/tracks?orderBy=audio_path');
    expect(sort.status).toBe(422);
    expect(sort.json).toMatchObject({ errors: { orderBy: [expect.stringContaining('audio_path')] } });
    const unknown = await admin.get(
      `/api/v1/admin/tracks?filters=${encodeListFilters([{ key: 'src', operator: '=', value: 'x' }])}`,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ errors: { 'filters.0': [expect.stringContaining('src')] } });
    const badValue = await admin.get(
      `/api/v1/admin/albums?filters=${encodeListFilters([{ key: 'plays', operator: '>', value: 'many' }])}`,
    );
    expect(badValue.status).toBe(422);
    const badOperator = await admin.get(
      `/api/v1/admin/artists?filters=${encodeListFilters([{ key: 'verified', operator: 'between', value: true }])}`,
    );
    expect(badOperator.status).toBe(422);
  });
});

describe('admin albums and artists lists', () => {
  it('lists albums with release date, track count and plays, sorted by plays', async () => {
    const found = await page('albums', adminAlbumRowSchema, {
      filters: encodeListFilters([{ key: 'tracks_count', operator: '>=', value: 1 }]),
      orderBy: 'plays',
      orderDir: 'desc',
      perPage: '100',
    });
    const harbourRow = found.data.find((row) => row.id === harbour.albumId);
    expect(harbourRow).toEqual(
      expect.objectContaining({ release_date: '2026-02-01', tracks_count: 2, plays: 520 }),
    );
    const order = found.data.map((row) => row.plays);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('lists artists with albums, plays and verified, filtered by verified', async () => {
    const verified = await page('artists', adminArtistRowSchema, {
      query: 'zebra harbour',
      filters: encodeListFilters([{ key: 'verified', operator: '=', value: true }]),
    });
    expect(verified.data).toEqual([
      expect.objectContaining({ id: harbour.artistId, verified: true, albums_count: 1, plays: 520 }),
    ]);
    const unverified = await page('artists', adminArtistRowSchema, {
      query: 'zebra harbour',
      filters: encodeListFilters([{ key: 'verified', operator: '=', value: false }]),
    });
    expect(unverified.total).toBe(0);
  });
});

describe('deleting from the catalogue', () => {
  const onDisk = (served: string) =>
    existsSync(join(app.dataDir, 'storage', served.replace(/^\/storage\//, '')));
  const audioOnDisk = (path: string) => existsSync(join(app.dataDir, path));

  it('names the files an album deletion removes, then removes them with its tracks', async () => {
    const album = await makeAlbum(app, 'Doomed Album', ['Doomed One', 'Doomed Two']);
    const preview = await admin.get(`/api/v1/admin/albums/${album.albumId}/files`);
    expect(preview.status, preview.text).toBe(200);
    expect(catalogueDeletionFilesSchema.parse(preview.json).files).toEqual(
      [album.albumImage, ...album.audio].sort(),
    );
    expect(album.audio.every(audioOnDisk)).toBe(true);

    const deleted = await admin.request(`/api/v1/admin/albums/${album.albumId}`, { method: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
    const { db } = app.server.services;
    expect(await db.select().from(albums).where(eq(albums.id, album.albumId))).toEqual([]);
    expect(await db.select().from(tracks).where(eq(tracks.album_id, album.albumId))).toEqual([]);
    expect(onDisk(album.albumImage)).toBe(false);
    expect(album.audio.some(audioOnDisk)).toBe(false);
    // The artist stays, with its picture.
    expect(onDisk(album.artistImage)).toBe(true);
  });

  it('keeps a file another row still uses', async () => {
    const album = await makeAlbum(app, 'Shared Cover', ['Shared One']);
    const { db } = app.server.services;
    const [other] = await db
      .insert(albums)
      .values({ name: 'Uses the same cover', image: album.albumImage })
      .returning({ id: albums.id });
    const preview = catalogueDeletionFilesSchema.parse(
      (await admin.get(`/api/v1/admin/albums/${album.albumId}/files`)).json,
    );
    expect(preview.files).toEqual(album.audio);
    await admin.request(`/api/v1/admin/albums/${album.albumId}`, { method: 'DELETE' });
    expect(onDisk(album.albumImage)).toBe(true);
    expect(other).toBeDefined();
  });

  it('deletes an artist with the albums and tracks credited to it alone', async () => {
    const album = await makeAlbum(app, 'Solo Record', ['Solo One']);
    const preview = catalogueDeletionFilesSchema.parse(
      (await admin.get(`/api/v1/admin/artists/${album.artistId}/files`)).json,
    );
    expect(preview.files).toEqual([album.albumImage, album.artistImage, ...album.audio].sort());
    const deleted = await admin.request(`/api/v1/admin/artists/${album.artistId}`, { method: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
    expect(onDisk(album.artistImage)).toBe(false);
    expect(album.audio.some(audioOnDisk)).toBe(false);
    const { db } = app.server.services;
    expect(await db.select().from(albums).where(eq(albums.id, album.albumId))).toEqual([]);
  });

  it('deletes one track and its audio, leaving its album', async () => {
    const album = await makeAlbum(app, 'Half Kept', ['Kept', 'Dropped']);
    const dropped = album.trackIds[1] as number;
    const deleted = await admin.request(`/api/v1/admin/tracks/${dropped}`, { method: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
    expect(audioOnDisk(album.audio[1] as string)).toBe(false);
    expect(audioOnDisk(album.audio[0] as string)).toBe(true);
    expect(onDisk(album.albumImage)).toBe(true);
  });

  it('refuses ids that are not a list of numbers with 422', async () => {
    const deleted = await admin.request('/api/v1/admin/tracks/1,x', { method: 'DELETE' });
    expect(deleted.status).toBe(422);
  });
});
