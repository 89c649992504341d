import {
  adminPlaylistOwnersSchema,
  adminPlaylistResponseSchema,
  adminPlaylistRowSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../../config/env';
import { playlists, playlistTrack, users } from '../../db/schema';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';

let app: TestServer;
let admin: TestVisitor;
let owner: TestVisitor;
let ownerId = 0;
const made: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  owner = await registerListener(app.url, 'playlist-owner@example.com', 'correct horse battery');
  const { db } = app.server.services;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'playlist-owner@example.com'));
  ownerId = user?.id as number;
  const album = await makeAlbum(app, 'Listed Album', ['One', 'Two', 'Three']);
  const rows = await db
    .insert(playlists)
    .values([
      { name: 'zz Morning', owner_id: ownerId, public: true, collaborative: false, views: 7 },
      { name: 'zz Night drive', owner_id: ownerId, public: false, collaborative: true, views: 2 },
      { name: 'zz Workout', owner_id: ownerId, public: true, collaborative: true, views: 40 },
    ])
    .returning({ id: playlists.id, name: playlists.name });
  for (const row of rows) made[row.name] = row.id;
  await db.insert(playlistTrack).values(
    album.trackIds.map((trackId, position) => ({
      playlist_id: made['zz Night drive'] as number,
      track_id: trackId,
      position,
    })),
  );
}, 60_000);
afterAll(() => app?.stop());

const list = async (params: Record<string, string>, filters: ListFilter[] = []) => {
  const query = new URLSearchParams({ ...params, filters: encodeListFilters(filters) });
  const answer = await admin.get(`/api/v1/admin/playlists?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return paginatedResponseSchema(adminPlaylistRowSchema).parse(answer.json).pagination;
};

describe('admin playlists list', () => {
  it('pages playlists searched by name and sorted by views, with owner, tracks and views', async () => {
    const page = await list({ query: 'zz ', orderBy: 'views', orderDir: 'desc' });
    expect(page.data.map((playlist) => playlist.name)).toEqual([
      'zz Workout',
      'zz Morning',
      'zz Night drive',
    ]);
    expect(page.data[2]).toMatchObject({
      public: false,
      collaborative: true,
      tracks_count: 3,
      views: 2,
      owner: { id: ownerId, email: 'playlist-owner@example.com' },
    });
  });

  it('filters by public, collaborative, owner and tracks', async () => {
    const shared = await list({ query: 'zz ' }, [
      { key: 'public', operator: '=', value: true },
      { key: 'collaborative', operator: '=', value: true },
    ]);
    expect(shared.data.map((playlist) => playlist.name)).toEqual(['zz Workout']);
    const withTracks = await list({ query: 'zz ' }, [
      { key: 'owner', operator: '=', value: ownerId },
      { key: 'tracks_count', operator: '>', value: 0 },
    ]);
    expect(withTracks.data.map((playlist) => playlist.name)).toEqual(['zz Night drive']);
  });

  it('offers owners found by part of their email for the Owner filter', async () => {
    const found = await admin.get('/api/v1/admin/playlists/owners?query=playlist-own');
    expect(found.status, found.text).toBe(200);
    expect(adminPlaylistOwnersSchema.parse(found.json).users).toEqual([
      expect.objectContaining({ id: ownerId, email: 'playlist-owner@example.com' }),
    ]);
    const one = await admin.get(`/api/v1/admin/playlists/owners/${ownerId}`);
    expect(one.json).toMatchObject({ user: { id: ownerId } });
    expect((await admin.get('/api/v1/admin/playlists/owners/999999')).status).toBe(404);
  });

  it("counts a visit to the playlist's page as a view", async () => {
    const id = made['zz Morning'] as number;
    expect((await owner.get(`/api/v1/playlists/${id}`)).status).toBe(200);
    const [row] = await app.server.services.db
      .select({ views: playlists.views })
      .from(playlists)
      .where(eq(playlists.id, id));
    expect(row?.views).toBe(8);
  });
});

describe('adding a playlist from the admin', () => {
  const body = { name: ' zz Fresh ', description: ' New ', public: false, collaborative: true, image: null };
  const add = (extra: Record<string, unknown> = {}) =>
    admin.post('/api/v1/admin/playlists', { ...body, ...extra });

  it('gives it to the operator when no owner is named', async () => {
    const added = await add();
    expect(added.status, added.text).toBe(201);
    const { db } = app.server.services;
    const [operator] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    const { playlist } = adminPlaylistResponseSchema.parse(added.json);
    expect(playlist).toMatchObject({
      name: 'zz Fresh',
      description: 'New',
      public: false,
      collaborative: true,
      tracks_count: 0,
      owner: { id: operator?.id },
    });
    const [stored] = await db.select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(stored?.owner_id).toBe(operator?.id);
  });

  it('gives it to the account the operator chose, whose listener side then lists it', async () => {
    const added = await add({ name: 'zz For the owner', owner_id: ownerId });
    expect(added.status, added.text).toBe(201);
    const { playlist } = adminPlaylistResponseSchema.parse(added.json);
    expect(playlist.owner).toMatchObject({ id: ownerId, email: 'playlist-owner@example.com' });
    const own = await owner.get(`/api/v1/playlists/${playlist.id}`);
    expect(own.status, own.text).toBe(200);
  });

  it('refuses an owner who does not exist and an empty name, on their fields', async () => {
    const noOwner = await add({ owner_id: 999999 });
    expect(noOwner.status).toBe(422);
    expect(noOwner.json).toMatchObject({ errors: { owner_id: ['There is no such user.'] } });
    const noName = await add({ name: '   ' });
    expect(noName.status).toBe(422);
    expect(noName.json).toMatchObject({ errors: { name: ['Give the playlist a name.'] } });
  });
});

describe('admin playlist form', () => {
  it("saves any listener's playlist: name, description, visibility and collaboration", async () => {
    const id = made['zz Morning'] as number;
    const saved = await admin.request(`/api/v1/admin/playlists/${id}`, {
      method: 'PUT',
      body: { name: ' zz Sunrise ', description: 'Gentle', public: false, collaborative: true, image: null },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(adminPlaylistResponseSchema.parse(saved.json).playlist).toMatchObject({
      name: 'zz Sunrise',
      description: 'Gentle',
      public: false,
      collaborative: true,
      owner: { id: ownerId },
    });
  });

  it('refuses an empty name and a cover that is a page of this site, on their fields', async () => {
    const id = made['zz Workout'] as number;
    const refused = await admin.request(`/api/v1/admin/playlists/${id}`, {
      method: 'PUT',
      body: { name: '  ', description: null, public: true, collaborative: false, image: null },
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { name: ['Give the playlist a name.'] } });
    const badCover = await admin.request(`/api/v1/admin/playlists/${id}`, {
      method: 'PUT',
      body: {
        name: 'zz Workout',
        description: null,
        public: true,
        collaborative: false,
        image: `${app.url}/api/v1/users`,
      },
    });
    expect(badCover.status).toBe(422);
    expect(Object.keys((badCover.json as { errors: object }).errors)).toEqual(['image']);
  });

  it('answers 404 for a playlist that does not exist', async () => {
    const missing = await admin.request('/api/v1/admin/playlists/999999', {
      method: 'PUT',
      body: { name: 'Nowhere', description: null, public: true, collaborative: false, image: null },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes playlists in bulk with their entries', async () => {
    const { db } = app.server.services;
    const ids = [made['zz Night drive'] as number, made['zz Workout'] as number];
    const removed = await admin.request(`/api/v1/admin/playlists/${ids.join(',')}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(await db.select().from(playlists).where(inArray(playlists.id, ids))).toEqual([]);
    expect(await db.select().from(playlistTrack).where(inArray(playlistTrack.playlist_id, ids))).toEqual([]);
  });
});
