import { adminTagResponseSchema, adminTagRowSchema, paginatedResponseSchema } from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggables, tags } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';

let app: TestServer;
let admin: TestVisitor;
let moodyId = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  const { db } = app.server.services;
  const made = await db
    .insert(tags)
    .values([
      { name: 'qq-moody', display_name: 'QQ Moody' },
      { name: 'qq-staff-pick', display_name: 'QQ Staff pick', type: 'editorial' },
    ])
    .returning({ id: tags.id });
  moodyId = made[0]?.id as number;
  const album = await makeAlbum(app, 'Tagged Album', ['Tagged Track']);
  await db.insert(taggables).values([
    { tag_id: moodyId, taggable_type: 'album', taggable_id: album.albumId },
    { tag_id: moodyId, taggable_type: 'track', taggable_id: album.trackIds[0] as number },
  ]);
}, 60_000);
afterAll(() => app?.stop());

const list = async (params: Record<string, string>) => {
  const answer = await admin.get(`/api/v1/admin/tags?${new URLSearchParams(params)}`);
  expect(answer.status, answer.text).toBe(200);
  return paginatedResponseSchema(adminTagRowSchema).parse(answer.json).pagination;
};

describe('admin tags list', () => {
  it('pages tags searched by display name, with their type and what carries them', async () => {
    const page = await list({ query: 'QQ', orderBy: 'name', orderDir: 'asc' });
    expect(page.data).toEqual([
      expect.objectContaining({ name: 'qq-moody', type: 'custom', taggables_count: 2 }),
      expect.objectContaining({ name: 'qq-staff-pick', type: 'editorial', taggables_count: 0 }),
    ]);
  });

  it('filters by type', async () => {
    const page = await list({
      query: 'qq',
      filters: encodeListFilters([{ key: 'type', operator: '=', value: 'editorial' }]),
    });
    expect(page.data.map((tag) => tag.name)).toEqual(['qq-staff-pick']);
  });
});

describe('admin tag form', () => {
  it('adds a tag and refuses a name another tag has on the field', async () => {
    const created = await admin.post('/api/v1/admin/tags', {
      name: 'qq-late-night',
      display_name: 'Late night',
      type: 'custom',
    });
    expect(created.status, created.text).toBe(201);
    expect(adminTagResponseSchema.parse(created.json).tag).toMatchObject({ name: 'qq-late-night' });
    const taken = await admin.request(`/api/v1/admin/tags/${moodyId}`, {
      method: 'PUT',
      body: { name: 'qq-late-night', display_name: 'Moody', type: 'custom' },
    });
    expect(taken.status).toBe(422);
    expect(taken.json).toMatchObject({ errors: { name: ['Another tag already has this name.'] } });
  });

  it('saves a tag under its own name', async () => {
    const saved = await admin.request(`/api/v1/admin/tags/${moodyId}`, {
      method: 'PUT',
      body: { name: 'qq-moody', display_name: 'Moody and dark', type: 'mood' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(adminTagResponseSchema.parse(saved.json).tag).toMatchObject({
      display_name: 'Moody and dark',
      type: 'mood',
      taggables_count: 2,
    });
  });

  it('deletes tags with their links to albums and tracks', async () => {
    const { db } = app.server.services;
    const removed = await admin.request(`/api/v1/admin/tags/${moodyId}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(await db.select().from(tags).where(eq(tags.id, moodyId))).toEqual([]);
    expect(await db.select().from(taggables).where(eq(taggables.tag_id, moodyId))).toEqual([]);
  });
});
