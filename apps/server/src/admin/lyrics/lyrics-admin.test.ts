import {
  adminLyricResponseSchema,
  adminLyricRowSchema,
  adminTrackChoicesSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyrics } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { type MadeAlbum, makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';

let app: TestServer;
let admin: TestVisitor;
let album: MadeAlbum;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  album = await makeAlbum(app, 'Lyric Album', ['Qq Lullaby', 'Qq Anthem', 'Qq Interlude'], {
    artistName: 'Lyric Singer',
  });
  await app.server.services.db
    .insert(lyrics)
    .values({ track_id: album.trackIds[1] as number, text: '[00:01.00]Raise it', is_synced: true });
}, 60_000);
afterAll(() => app?.stop());

const track = (index: number) => album.trackIds[index] as number;

describe('admin track picker', () => {
  it('finds tracks by part of their name with their primary artist and stream', async () => {
    const answer = await admin.get('/api/v1/admin/track-picker?query=qq%20lull');
    expect(answer.status, answer.text).toBe(200);
    expect(adminTrackChoicesSchema.parse(answer.json).tracks).toEqual([
      expect.objectContaining({
        id: track(0),
        name: 'Qq Lullaby',
        artist: { id: album.artistId, name: 'Lyric Singer' },
        src: `/api/v1/tracks/${track(0)}/stream`,
        duration: 1000,
      }),
    ]);
  });
});

describe('admin lyrics', () => {
  it('adds plain lyrics to a track and lists them, searched by the track and filtered by synced', async () => {
    const created = await admin.post('/api/v1/admin/lyrics', {
      track_id: track(0),
      text: 'Hush now\nSleep',
      is_synced: false,
    });
    expect(created.status, created.text).toBe(201);
    expect(adminLyricResponseSchema.parse(created.json).lyric).toMatchObject({
      text: 'Hush now\nSleep',
      is_synced: false,
      track: { id: track(0), name: 'Qq Lullaby' },
      album: { id: album.albumId, name: 'Lyric Album' },
    });
    const params = new URLSearchParams({
      query: 'qq',
      filters: encodeListFilters([{ key: 'synced', operator: '=', value: false }]),
    });
    const listed = await admin.get(`/api/v1/admin/lyrics?${params}`);
    expect(listed.status, listed.text).toBe(200);
    const page = paginatedResponseSchema(adminLyricRowSchema).parse(listed.json).pagination;
    expect(page.data.map((row) => row.track.name)).toEqual(['Qq Lullaby']);
  });

  it('refuses synced text that is not LRC, naming the line, and saves it once it is', async () => {
    const body = {
      track_id: track(2),
      text: '[00:01.00]Hum\n[00:03.20]Hum again\nno stamp here',
      is_synced: true,
    };
    const refused = await admin.post('/api/v1/admin/lyrics', body);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      errors: { text: ['Line 3 has no time stamp such as [01:23.45] at its start.'] },
    });
    const saved = await admin.post('/api/v1/admin/lyrics', {
      ...body,
      text: '[00:01.00]Hum\n[00:03.20]Hum again',
    });
    expect(saved.status, saved.text).toBe(201);
    const id = adminLyricResponseSchema.parse(saved.json).lyric.id;
    const edited = await admin.request(`/api/v1/admin/lyrics/${id}`, {
      method: 'PUT',
      body: { ...body, text: '[00:02.50]Hum later' },
    });
    expect(edited.status, edited.text).toBe(200);
    const opened = await admin.get(`/api/v1/admin/lyrics/${id}`);
    expect(adminLyricResponseSchema.parse(opened.json).lyric.text).toBe('[00:02.50]Hum later');
  });

  it('refuses a second lyric for a track and a track that does not exist, on track_id', async () => {
    const again = await admin.post('/api/v1/admin/lyrics', {
      track_id: track(1),
      text: 'Again',
      is_synced: false,
    });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({
      errors: { track_id: ['This track already has lyrics: edit those instead.'] },
    });
    const missing = await admin.post('/api/v1/admin/lyrics', {
      track_id: 999999,
      text: 'x',
      is_synced: false,
    });
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ errors: { track_id: ['The selected track does not exist.'] } });
  });

  it('deletes lyrics and keeps their track', async () => {
    const { db } = app.server.services;
    const [row] = await db
      .select()
      .from(lyrics)
      .where(eq(lyrics.track_id, track(1)));
    const removed = await admin.request(`/api/v1/admin/lyrics/${row?.id}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    expect(
      await db
        .select()
        .from(lyrics)
        .where(eq(lyrics.track_id, track(1))),
    ).toEqual([]);
    expect(
      (await admin.get('/api/v1/admin/track-picker?query=anthem').then((a) => a.json)) as object,
    ).toMatchObject({
      tracks: [{ id: track(1) }],
    });
  });
});
