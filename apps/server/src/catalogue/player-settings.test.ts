import { bootstrapDataSchema, readPlayerSettings, waveResponseSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { tracks } from '../db/schema';
import { insertDemoCatalogue } from '../seed/seed-demo-catalogue';
import {
  COMMENTS_OFF_MESSAGE,
  DOWNLOADS_OFF_MESSAGE,
  REPOSTS_OFF_MESSAGE,
} from '../settings/player-settings';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { writeSmallCatalogue } from './test-support/small-catalogue';

let app: TestServer;
let admin: TestVisitor;
let ana: TestVisitor;
let trackId = 0;

beforeAll(async () => {
  app = await startTestServer();
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  admin = await new TestVisitor(app.url).open();
  await admin.post('/auth/login', {
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
    remember: false,
  });
  ana = await registerListener(app.url, 'ana@example.com', 'correct horse battery');
  const [river] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.name, 'River Song'));
  trackId = river?.id ?? 0;
}, 60_000);
afterAll(() => app?.stop());

const saveSettings = async (changes: Record<string, unknown>) => {
  const answer = await admin.request('/api/v1/admin/settings', { method: 'PUT', body: { changes } });
  expect(answer.status, answer.text).toBe(200);
};

const comment = (content: string) =>
  ana.post('/api/v1/comments', {
    commentable_id: trackId,
    commentable_type: 'track',
    content,
    position: 0.5,
  });

describe('the player panel on the server', () => {
  it('sends a fresh site’s player settings in the bootstrap data, and what the operator saves after', async () => {
    const before = bootstrapDataSchema.parse((await ana.get('/api/v1/bootstrap-data')).json);
    expect(readPlayerSettings(before.settings)).toMatchObject({
      seekbar_type: 'waveform',
      enable_repost: true,
    });
    await saveSettings({ 'player.seekbar_type': 'line', 'player.default_volume': 30 });
    const after = bootstrapDataSchema.parse((await ana.get('/api/v1/bootstrap-data')).json);
    expect(readPlayerSettings(after.settings)).toMatchObject({ seekbar_type: 'line', default_volume: 30 });
  });

  it('refuses a volume outside 1 to 100 and artist tabs that leave one out, with a message', async () => {
    const volume = await admin.request('/api/v1/admin/settings', {
      method: 'PUT',
      body: { changes: { 'player.default_volume': 0 } },
    });
    expect(volume.status).toBe(422);
    expect(volume.json).toMatchObject({
      errors: { 'player.default_volume': ['Give a volume from 1 to 100.'] },
    });
    const tabs = await admin.request('/api/v1/admin/settings', {
      method: 'PUT',
      body: { changes: { 'artistPage.tabs': [{ id: 'about', active: true }] } },
    });
    expect(tabs.status).toBe(422);
    expect(tabs.json).toMatchObject({ errors: { 'artistPage.tabs': ['List every tab once.'] } });
  });

  it('refuses reposts while they are off, and takes them again once on', async () => {
    const repost = () =>
      ana.post('/api/v1/users/me/reposts/toggle', { repostable_id: trackId, repostable_type: 'track' });
    await saveSettings({ 'player.enable_repost': false });
    const refused = await repost();
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: REPOSTS_OFF_MESSAGE });
    await saveSettings({ 'player.enable_repost': true });
    expect((await repost()).json).toMatchObject({ reposted: true });
  });

  it('refuses new comments and hides the thread and the waveform’s marks while commenting is off', async () => {
    expect((await comment('Before the switch')).status).toBe(201);
    await saveSettings({ 'player.track_comments': false });
    const refused = await comment('After the switch');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: COMMENTS_OFF_MESSAGE });
    expect((await ana.get(`/api/v1/tracks/${trackId}/comments`)).status).toBe(403);
    const wave = waveResponseSchema.parse((await ana.get(`/api/v1/tracks/${trackId}/wave`)).json);
    expect(wave.comments).toEqual([]);
    await saveSettings({ 'player.track_comments': true });
    const shown = waveResponseSchema.parse((await ana.get(`/api/v1/tracks/${trackId}/wave`)).json);
    expect(shown.comments.map((pinned) => pinned.content)).toEqual(['Before the switch']);
  });

  it('hands out a track’s audio file, named after the track, only while downloads are on', async () => {
    const refused = await ana.get(`/api/v1/tracks/${trackId}/download`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: DOWNLOADS_OFF_MESSAGE });
    await saveSettings({ 'player.enable_download': true });
    const answer = await ana.get(`/api/v1/tracks/${trackId}/download`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''River%20Song.");
    expect(answer.text.length).toBeGreaterThan(0);
    await saveSettings({ 'player.enable_download': false });
    expect((await ana.get(`/api/v1/tracks/${trackId}/download`)).status).toBe(403);
  });
});
