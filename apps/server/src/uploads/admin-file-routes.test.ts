import { access } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AdminFileEntry,
  adminFileListResponseSchema,
  fileEntryResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInWithPermissions } from '../admin/test-support/admin-audiences';
import { users } from '../db/schema';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { fileEntries } from './file-entries-table';

let app: TestServer;
let admin: TestVisitor;
let owner: TestVisitor;
let audiences: Record<Audience, TestVisitor>;
const run = Date.now().toString(36);

const AUDIENCES = ['guest', 'listener', 'adminAccessOnly', 'filesOnly', 'manager', 'admin'] as const;
type Audience = (typeof AUDIENCES)[number];

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  owner = await registerListener(app.url, `file-owner-${run}@example.com`, 'correct horse battery');
  const [guest, listener, adminAccessOnly, filesOnly, manager] = await Promise.all([
    new TestVisitor(app.url).open(),
    signInWithPermissions(app, []),
    signInWithPermissions(app, ['admin.access']),
    signInWithPermissions(app, ['files.update']),
    signInWithPermissions(app, ['admin.access', 'files.update']),
  ]);
  audiences = { guest, listener, adminAccessOnly, filesOnly, manager, admin };
}, 60_000);
afterAll(() => app?.stop());

async function upload(visitor: TestVisitor, name: string, type: string, disk: 'public' | 'uploads') {
  const form = new FormData();
  form.set('file', new Blob([`bytes of ${name}`], { type }), name);
  form.set('clientMime', type);
  form.set('clientExtension', name.split('.').pop() ?? '');
  form.set('disk', disk);
  const answer = await visitor.post('/api/v1/file-entries', form);
  expect(answer.status, answer.text).toBe(201);
  return fileEntryResponseSchema.parse(answer.json).fileEntry;
}

const list = async (params: Record<string, string>, ...filters: ListFilter[]) => {
  const query = new URLSearchParams({ query: run, ...params });
  if (filters.length > 0) query.set('filters', encodeListFilters(filters));
  const answer = await admin.get(`/api/v1/admin/file-entries?${query.toString()}`);
  expect(answer.status, answer.text).toBe(200);
  return adminFileListResponseSchema.parse(answer.json).pagination;
};
const names = (rows: AdminFileEntry[]) => rows.map((row) => row.name);
const objectPath = (entry: { file_name: string; disk: string }) =>
  entry.disk === 'public'
    ? join(app.server.services.env.DATA_DIR, 'storage', 'files', entry.file_name)
    : join(app.server.services.env.DATA_DIR, 'uploads', entry.file_name);

describe('who may list every file and delete anyone’s', () => {
  it('GET admin/file-entries answers each audience as its permissions allow', async () => {
    const statuses: Record<string, number> = {};
    for (const audience of AUDIENCES) {
      statuses[audience] = (await audiences[audience].get('/api/v1/admin/file-entries')).status;
    }
    expect(statuses).toEqual({
      guest: 401,
      listener: 403,
      adminAccessOnly: 403,
      filesOnly: 403,
      manager: 200,
      admin: 200,
    });
  });

  it("POST file-entries/delete removes another user's file only for an admin holding files.update", async () => {
    const entry = await upload(owner, `guarded-${run}.txt`, 'text/plain', 'uploads');
    for (const audience of ['listener', 'adminAccessOnly', 'filesOnly'] as const) {
      const answer = await audiences[audience].post('/api/v1/file-entries/delete', {
        entryIds: [entry.id],
        deleteForever: true,
      });
      expect(answer.status, audience).toBe(200);
      const [kept] = await app.server.services.db
        .select()
        .from(fileEntries)
        .where(eq(fileEntries.id, entry.id));
      expect(kept, audience).toBeDefined();
    }
    const answer = await audiences.manager.post('/api/v1/file-entries/delete', { entryIds: [entry.id] });
    expect(answer.status).toBe(200);
    const [trashed] = await app.server.services.db
      .select()
      .from(fileEntries)
      .where(eq(fileEntries.id, entry.id));
    expect(trashed?.deleted_at).toBeInstanceOf(Date);
  });
  it("serves another user's private file to an admin holding files.update, for its preview, and to no one else", async () => {
    const entry = await upload(owner, `private-preview.mp3`, 'audio/mpeg', 'uploads');
    const statuses: Record<string, number> = {};
    for (const audience of AUDIENCES) statuses[audience] = (await audiences[audience].get(entry.url)).status;
    expect(statuses).toEqual({
      guest: 401,
      listener: 404,
      adminAccessOnly: 404,
      filesOnly: 404,
      manager: 200,
      admin: 200,
    });
    expect((await owner.get(entry.url)).text).toBe(`bytes of private-preview.mp3`);
  });
});

describe('GET admin/file-entries', () => {
  let cover: Awaited<ReturnType<typeof upload>>;

  beforeAll(async () => {
    cover = await upload(owner, `cover-${run}.png`, 'image/png', 'public');
    await upload(owner, `song-${run}.mp3`, 'audio/mpeg', 'uploads');
    await upload(admin, `notes-${run}.pdf`, 'application/pdf', 'uploads');
    // The owner's avatar is the cover: something refers to it.
    await app.server.services.db
      .update(users)
      .set({ image: cover.url })
      .where(eq(users.email, `file-owner-${run}@example.com`));
  });

  it('lists every user’s files newest first with their type, disk, uploader and whether anything refers to them', async () => {
    const page = await list({});
    expect(names(page.data).slice(0, 3)).toEqual([`notes-${run}.pdf`, `song-${run}.mp3`, `cover-${run}.png`]);
    const [notes, song, image] = page.data;
    expect(image).toMatchObject({
      kind: 'image',
      disk: 'public',
      url: cover.url,
      referenced: true,
      uploader: { email: `file-owner-${run}@example.com` },
    });
    expect(song).toMatchObject({ kind: 'audio', disk: 'uploads', referenced: false });
    expect(notes).toMatchObject({
      kind: 'pdf',
      uploader: expect.objectContaining({ email: expect.any(String) }),
    });
  });

  it('filters by kind, disk, uploader and by whether anything refers to the file, and sorts by size', async () => {
    expect(names((await list({}, { key: 'kind', operator: '=', value: 'audio' })).data)).toEqual([
      `song-${run}.mp3`,
    ]);
    expect(names((await list({}, { key: 'disk', operator: '=', value: 'public' })).data)).toEqual([
      `cover-${run}.png`,
    ]);
    const unreferenced = await list({}, { key: 'referenced', operator: '=', value: false });
    expect(names(unreferenced.data)).not.toContain(`cover-${run}.png`);
    expect(names(unreferenced.data)).toContain(`song-${run}.mp3`);
    const ownerId = (await list({})).data.find((row) => row.name === `song-${run}.mp3`)?.uploader?.id;
    const owned = await list({}, { key: 'owner_id', operator: '=', value: Number(ownerId) });
    expect(names(owned.data)).not.toContain(`notes-${run}.pdf`);
    const bySize = await list({ orderBy: 'file_size', orderDir: 'asc' });
    const sizes = bySize.data.map((row) => row.file_size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it.each([
    [
      'an unknown kind',
      encodeListFilters([{ key: 'kind', operator: '=', value: 'spreadsheet' }]),
      'filters.0',
    ],
    ['an unknown filter', encodeListFilters([{ key: 'path', operator: '=', value: '1' }]), 'filters.0'],
  ])('answers 422 naming the parameter for %s', async (_case, filters, field) => {
    const answer = await admin.get(`/api/v1/admin/file-entries?filters=${filters}`);
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: Record<string, string[]> }).errors)).toEqual([field]);
  });
});

describe('deleting a file forever from the admin’s files', () => {
  it('removes its bytes from the disk, its address answers 404 and it leaves the list', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const entry = await upload(owner, `forever-${run}.png`, 'image/png', 'public');
    const [row] = await app.server.services.db.select().from(fileEntries).where(eq(fileEntries.id, entry.id));
    if (!row) throw new Error('The entry was not stored');
    expect((await visitor.get(entry.url)).status).toBe(200);
    await access(objectPath(row));

    const answer = await admin.post('/api/v1/file-entries/delete', {
      entryIds: [entry.id],
      deleteForever: true,
    });
    expect(answer.status, answer.text).toBe(200);
    expect((await visitor.get(entry.url)).status).toBe(404);
    await expect(access(objectPath(row))).rejects.toThrow();
    expect(names((await list({})).data)).not.toContain(`forever-${run}.png`);
  });
});
