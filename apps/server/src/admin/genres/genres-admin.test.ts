import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminGenreResponseSchema,
  adminGenreRowSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists, genreables, genres } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { storedImage } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';

let app: TestServer;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  const { db } = app.server.services;
  const made = await db
    .insert(genres)
    .values([
      { name: 'zz-ambient', display_name: 'ZZ Ambient' },
      { name: 'zz-bebop', display_name: 'ZZ Bebop', image: await storedImage(app, 'genres') },
      { name: 'zz-chillwave', display_name: 'ZZ Chillwave' },
    ])
    .returning({ id: genres.id });
  const [artist] = await db.insert(artists).values({ name: 'Genre Artist' }).returning({ id: artists.id });
  await db.insert(genreables).values({
    genre_id: made[1]?.id as number,
    genreable_type: 'artist',
    genreable_id: artist?.id as number,
  });
}, 60_000);
afterAll(() => app?.stop());

const list = async (params: Record<string, string>) => {
  const answer = await admin.get(`/api/v1/admin/genres?${new URLSearchParams(params)}`);
  expect(answer.status, answer.text).toBe(200);
  return paginatedResponseSchema(adminGenreRowSchema).parse(answer.json).pagination;
};
const onFile = (reference: string) =>
  existsSync(join(app.dataDir, 'storage', reference.replace(/^\/storage\//, '')));

describe('admin genres list', () => {
  it('pages genres searched by name, sorted, with their number of artists', async () => {
    const page = await list({ query: 'zz-', orderBy: 'name', orderDir: 'desc', perPage: '10' });
    expect(page.data.map((genre) => genre.name)).toEqual(['zz-chillwave', 'zz-bebop', 'zz-ambient']);
    expect(page.data[1]).toMatchObject({ display_name: 'ZZ Bebop', artists_count: 1 });
    expect(page.total).toBe(3);
  });

  it('filters by image and by number of artists', async () => {
    const filters = encodeListFilters([
      { key: 'has_image', operator: '=', value: true },
      { key: 'artists_count', operator: '>=', value: 1 },
    ]);
    const page = await list({ query: 'zz-', filters });
    expect(page.data.map((genre) => genre.name)).toEqual(['zz-bebop']);
  });
});

describe('admin genre form', () => {
  it('adds a genre and refuses a second with the same name on the field', async () => {
    const body = { name: 'zz-dub', display_name: 'Dub', image: null };
    const created = await admin.post('/api/v1/admin/genres', body);
    expect(created.status, created.text).toBe(201);
    expect(adminGenreResponseSchema.parse(created.json).genre).toMatchObject(body);
    const again = await admin.post('/api/v1/admin/genres', { ...body, display_name: 'Dub again' });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ errors: { name: ['Another genre already has this name.'] } });
  });

  it('refuses a name that is not in the slug form', async () => {
    const refused = await admin.post('/api/v1/admin/genres', {
      name: 'Hip Hop',
      display_name: 'x',
      image: null,
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      errors: { name: ['The name may hold only lowercase letters, digits and single dashes.'] },
    });
  });

  it("renames a genre and removes the picture it no longer shows, refusing another genre's name", async () => {
    const [bebop] = await app.server.services.db.select().from(genres).where(eq(genres.name, 'zz-bebop'));
    if (!bebop?.image) throw new Error('The genre was not made with a picture');
    expect(onFile(bebop.image)).toBe(true);
    const taken = await admin.request(`/api/v1/admin/genres/${bebop.id}`, {
      method: 'PUT',
      body: { name: 'zz-ambient', display_name: 'Bebop', image: bebop.image },
    });
    expect(taken.status).toBe(422);
    const saved = await admin.request(`/api/v1/admin/genres/${bebop.id}`, {
      method: 'PUT',
      body: { name: 'zz-hard-bop', display_name: 'Hard bop', image: null },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(adminGenreResponseSchema.parse(saved.json).genre).toMatchObject({
      name: 'zz-hard-bop',
      image: null,
      artists_count: 1,
    });
    expect(onFile(bebop.image)).toBe(false);
  });

  it('answers 404 for a genre that does not exist', async () => {
    const missing = await admin.request('/api/v1/admin/genres/999999', {
      method: 'PUT',
      body: { name: 'zz-nowhere', display_name: 'Nowhere', image: null },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes genres with their links to artists', async () => {
    const { db } = app.server.services;
    const [hardBop] = await db.select().from(genres).where(eq(genres.name, 'zz-hard-bop'));
    const removed = await admin.request(`/api/v1/admin/genres/${hardBop?.id}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(await db.select().from(genres).where(eq(genres.name, 'zz-hard-bop'))).toEqual([]);
    expect(
      await db
        .select()
        .from(genreables)
        .where(eq(genreables.genre_id, hardBop?.id as number)),
    ).toEqual([]);
  });
});
