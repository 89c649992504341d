import {
  adminChannelResponseSchema,
  adminChannelRowSchema,
  channelItemsResponseSchema,
  channelResponseSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genreables, genres, playlists, playlistTrack, settings, tracks, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { type MadeAlbum, makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';
import { refreshAutoUpdatedChannels } from './channel-refresh';

let app: TestServer;
let admin: TestVisitor;
let made: MadeAlbum;
let genreId = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  made = await makeAlbum(app, 'Channel Album', ['First song', 'Second song', 'Third song'], {
    plays: [5, 50, 20],
  });
  const { db } = app.server.services;
  const [genre] = await db
    .insert(genres)
    .values({ name: 'channel-genre', display_name: 'Channel genre' })
    .returning({ id: genres.id });
  genreId = genre?.id ?? 0;
  await db
    .insert(genreables)
    .values({ genre_id: genreId, genreable_type: 'track', genreable_id: made.trackIds[2] as number });
}, 60_000);
afterAll(() => app?.stop());

const channel = (overrides: Record<string, unknown> = {}) => ({
  name: 'Staff picks',
  slug: '',
  description: null,
  hide_title: false,
  content_model: 'track',
  content_type: 'manual',
  content_order: 'popularity:desc',
  layout: 'trackTable',
  nested_layout: null,
  restriction: 'none',
  restriction_genre_id: null,
  auto_update_method: null,
  auto_update_playlist_id: null,
  pagination: 'infinite',
  seo_title: null,
  seo_description: null,
  ...overrides,
});

async function create(overrides: Record<string, unknown>) {
  const answer = await admin.post('/api/v1/admin/channels', channel(overrides));
  expect(answer.status, answer.text).toBe(201);
  return adminChannelResponseSchema.parse(answer.json).channel;
}

const itemsOf = (json: unknown) => channelItemsResponseSchema.parse(json).items.map((item) => item.name);

async function listenerOrder(slug: string): Promise<string[]> {
  const answer = await admin.get(`/api/v1/channel/${slug}`);
  expect(answer.status, answer.text).toBe(200);
  return channelResponseSchema.parse(answer.json).channel.content.data.map((item) => item.name);
}

describe('creating and saving a channel', () => {
  it('makes the slug from the title when none is given, and refuses a slug another channel has', async () => {
    const made = await create({ name: 'Late Night Jazz!' });
    expect(made).toMatchObject({ slug: 'late-night-jazz', content_order: 'channelables.order:asc' });
    const taken = await admin.post(
      '/api/v1/admin/channels',
      channel({ name: 'Other', slug: 'late-night-jazz' }),
    );
    expect(taken.status).toBe(422);
    expect(taken.json).toMatchObject({ errors: { slug: ['Another channel already has this slug.'] } });
  });

  it('refuses a slug outside the slug rule, or of digits only, on the slug field', async () => {
    for (const slug of ['Not A Slug', 'two--dashes', '12345']) {
      const answer = await admin.post('/api/v1/admin/channels', channel({ slug }));
      expect(answer.status, slug).toBe(422);
      expect(Object.keys((answer.json as { errors: object }).errors)).toEqual(['slug']);
    }
  });

  it('refuses an auto-update method that fills another model, and a channel of channels not made by hand', async () => {
    const wrongModel = await admin.post(
      '/api/v1/admin/channels',
      channel({ content_type: 'autoUpdate', auto_update_method: 'newReleases', content_model: 'track' }),
    );
    expect(wrongModel.json).toMatchObject({
      errors: { content_model: ['This update method fills the channel with albums.'] },
    });
    const channels = await admin.post(
      '/api/v1/admin/channels',
      channel({ content_type: 'listAll', content_model: 'channel' }),
    );
    expect(channels.json).toMatchObject({
      errors: { content_type: ['A channel of channels is put together by hand.'] },
    });
    const noGenre = await admin.post(
      '/api/v1/admin/channels',
      channel({ content_type: 'listAll', restriction: 'fixed', restriction_genre_id: 999999 }),
    );
    expect(noGenre.json).toMatchObject({ errors: { restriction_genre_id: ['There is no such genre.'] } });
  });

  it('keeps SEO, pagination and a fixed genre, and the listener page shows only that genre', async () => {
    const saved = await create({
      name: 'Genre only',
      content_type: 'listAll',
      restriction: 'fixed',
      restriction_genre_id: genreId,
      pagination: 'loadMore',
      seo_title: 'Genre tracks',
      seo_description: 'Only one genre',
    });
    const read = adminChannelResponseSchema.parse(
      (await admin.get(`/api/v1/admin/channels/${saved.id}`)).json,
    );
    expect(read.channel).toMatchObject({
      restriction: 'fixed',
      restriction_genre: { id: genreId, name: 'Channel genre' },
      pagination: 'loadMore',
      seo_title: 'Genre tracks',
    });
    expect(await listenerOrder(saved.slug)).toEqual(['Third song']);
  });
});

describe('the channels list', () => {
  it('pages channels searched by title or slug, sorted by title and filtered by how content is chosen', async () => {
    await create({ name: 'Zz list all', content_type: 'listAll' });
    await create({ name: 'Zz by hand' });
    const filters = encodeListFilters([{ key: 'content_type', operator: '=', value: 'manual' }]);
    const answer = await admin.get(
      `/api/v1/admin/channels?${new URLSearchParams({ query: 'zz-', orderBy: 'name', orderDir: 'asc', filters })}`,
    );
    expect(answer.status, answer.text).toBe(200);
    const page = paginatedResponseSchema(adminChannelRowSchema).parse(answer.json).pagination;
    expect(page.data.map((row) => row.name)).toEqual(['Zz by hand']);
    expect(page.total).toBe(1);
  });

  it('answers 422 naming a filter value it does not know', async () => {
    const filters = encodeListFilters([{ key: 'content_type', operator: '=', value: 'sometimes' }]);
    const answer = await admin.get(`/api/v1/admin/channels?filters=${filters}`);
    expect(answer.status).toBe(422);
  });
});

describe("a manual channel's content", () => {
  it('adds items at the end, reorders them and the listener page shows the new order at its next load', async () => {
    const saved = await create({ name: 'Ordered picks' });
    for (const id of made.trackIds) {
      const added = await admin.post(`/api/v1/admin/channels/${saved.id}/content`, {
        model_type: 'track',
        id,
      });
      expect(added.status, added.text).toBe(201);
    }
    expect(await listenerOrder(saved.slug)).toEqual(['First song', 'Second song', 'Third song']);
    const [first, second, third] = made.trackIds as [number, number, number];
    const reordered = await admin.request(`/api/v1/admin/channels/${saved.id}/content`, {
      method: 'PUT',
      body: { items: [third, first, second].map((id) => ({ model_type: 'track', id })) },
    });
    expect(itemsOf(reordered.json)).toEqual(['Third song', 'First song', 'Second song']);
    const page = await admin.get(`/api/v1/channel/${saved.slug}`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await listenerOrder(saved.slug)).toEqual(['Third song', 'First song', 'Second song']);

    const removed = await admin.post(`/api/v1/admin/channels/${saved.id}/content/remove`, {
      model_type: 'track',
      id: first,
    });
    expect(itemsOf(removed.json)).toEqual(['Third song', 'Second song']);
  });

  it('refuses an order that leaves out an item, an item of another model, and one already there', async () => {
    const saved = await create({ name: 'Strict picks' });
    const [first, second] = made.trackIds as [number, number];
    await admin.post(`/api/v1/admin/channels/${saved.id}/content`, { model_type: 'track', id: first });
    await admin.post(`/api/v1/admin/channels/${saved.id}/content`, { model_type: 'track', id: second });
    const partial = await admin.request(`/api/v1/admin/channels/${saved.id}/content`, {
      method: 'PUT',
      body: { items: [{ model_type: 'track', id: second }] },
    });
    expect(partial.status).toBe(422);
    const album = await admin.post(`/api/v1/admin/channels/${saved.id}/content`, {
      model_type: 'album',
      id: made.albumId,
    });
    expect(album.json).toMatchObject({ errors: { model_type: ['This channel lists tracks.'] } });
    const twice = await admin.post(`/api/v1/admin/channels/${saved.id}/content`, {
      model_type: 'track',
      id: first,
    });
    expect(twice.json).toMatchObject({ errors: { id: ['The channel already holds this item.'] } });
  });

  it('finds content to add by name or by id', async () => {
    const byName = await admin.get('/api/v1/admin/channels/addable?model=track&query=second');
    expect(itemsOf(byName.json)).toEqual(['Second song']);
    const byId = await admin.get(`/api/v1/admin/channels/addable?model=album&query=${made.albumId}`);
    expect(itemsOf(byId.json)).toContain('Channel Album');
    expect((await admin.get('/api/v1/admin/channels/addable?model=planet')).status).toBe(422);
  });

  it('lists every kind of content to add, each with its own name and picture', async () => {
    for (const model of ['track', 'album', 'artist', 'playlist', 'genre', 'user', 'channel']) {
      const answer = await admin.get(`/api/v1/admin/channels/addable?model=${model}`);
      expect(answer.status).toBe(200);
      const { items } = answer.json as {
        items: { model_type: string; id: number; name: string; image: unknown }[];
      };
      // The set-up made tracks and albums; the seed has users and channels.
      if (['track', 'album', 'user', 'channel'].includes(model)) expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).toMatchObject({ model_type: model, id: expect.any(Number), name: expect.any(String) });
        if (model === 'channel') expect(item.image).toBeNull();
      }
    }
  });
});

describe('auto-updated channels', () => {
  it('fills top tracks when saved, and "update content now" recomputes them from the plays', async () => {
    const saved = await create({
      name: 'Top now',
      content_type: 'autoUpdate',
      auto_update_method: 'topTracks',
    });
    const first = await admin.get(`/api/v1/admin/channels/${saved.id}/content`);
    expect(itemsOf(first.json).slice(0, 3)).toEqual(['Second song', 'Third song', 'First song']);
    const { db } = app.server.services;
    await db
      .update(tracks)
      .set({ plays: 1000 })
      .where(eq(tracks.id, made.trackIds[0] as number));
    const updated = await admin.post(`/api/v1/admin/channels/${saved.id}/update-content`, {});
    expect(updated.status, updated.text).toBe(200);
    expect(itemsOf(updated.json)[0]).toBe('First song');
    expect(await listenerOrder(saved.slug)).toEqual(itemsOf(updated.json).slice(0, 24));
  });

  it("copies a playlist's tracks in the daily job, and refuses update now on a manual channel", async () => {
    const { db } = app.server.services;
    const [owner] = await db.select({ id: users.id }).from(users).limit(1);
    const [playlist] = await db
      .insert(playlists)
      .values({ name: 'Source list', owner_id: owner?.id as number })
      .returning({ id: playlists.id });
    const playlistId = playlist?.id as number;
    await db
      .insert(playlistTrack)
      .values({ playlist_id: playlistId, track_id: made.trackIds[1] as number, position: 0 });
    const saved = await create({
      name: 'From a playlist',
      content_type: 'autoUpdate',
      auto_update_method: 'playlistTracks',
      auto_update_playlist_id: playlistId,
    });
    await db
      .insert(playlistTrack)
      .values({ playlist_id: playlistId, track_id: made.trackIds[0] as number, position: 1 });
    await refreshAutoUpdatedChannels(app.server.services);
    const content = await admin.get(`/api/v1/admin/channels/${saved.id}/content`);
    expect(itemsOf(content.json)).toEqual(['Second song', 'First song']);

    const manual = await create({ name: 'Not automatic' });
    expect((await admin.post(`/api/v1/admin/channels/${manual.id}/update-content`, {})).status).toBe(422);
  });
});

describe('the home channel', () => {
  it('is chosen here, follows a new slug, and cannot be deleted while it is home', async () => {
    const saved = await create({ name: 'Front page' });
    const chosen = await admin.post(`/api/v1/admin/channels/${saved.id}/home`, {});
    expect(adminChannelResponseSchema.parse(chosen.json).channel.is_home).toBe(true);
    const { db } = app.server.services;
    const homepage = async () =>
      (await db.select().from(settings).where(eq(settings.name, 'homepage')))[0]?.value as { value: string };
    expect((await homepage()).value).toBe('front-page');

    await admin.request(`/api/v1/admin/channels/${saved.id}`, {
      method: 'PUT',
      body: channel({ name: 'Front page', slug: 'front' }),
    });
    expect((await homepage()).value).toBe('front');

    const refused = await admin.request(`/api/v1/admin/channels/${saved.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(422);
    const other = await create({ name: 'Disposable' });
    expect((await admin.request(`/api/v1/admin/channels/${other.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await admin.get(`/api/v1/admin/channels/${other.id}`)).status).toBe(404);
  });
});
