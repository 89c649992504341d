import {
  adminChannelPayloadSchema,
  adminChannelRowSchema,
  CHANNEL_PRESETS,
  channelItemsResponseSchema,
  channelResponseSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genres, settings } from '../../db/schema';
import { jobRuns } from '../../jobs/job-runs-table';
import { eventually } from '../../jobs/test-support/job-test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';
import { CHANNEL_PRESET_CHANNELS } from './channel-presets';

let app: TestServer;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  await makeAlbum(app, 'Preset Album', ['Quiet one', 'Loud one'], { plays: [1, 90] });
  await app.server.services.db.insert(genres).values({ name: 'preset-folk', display_name: 'Preset folk' });
}, 60_000);
afterAll(() => app?.stop());

const apply = (preset: unknown) => admin.post('/api/v1/admin/channels/apply-preset', { preset });

async function allChannels() {
  const answer = await admin.get('/api/v1/admin/channels?perPage=100&orderBy=name&orderDir=asc');
  expect(answer.status, answer.text).toBe(200);
  return paginatedResponseSchema(adminChannelRowSchema).parse(answer.json).pagination.data;
}

const homepage = async () =>
  (await app.server.services.db.select().from(settings).where(eq(settings.name, 'homepage')))[0]?.value as {
    type: string;
    value: string;
  };

const contentOf = async (id: number) =>
  channelItemsResponseSchema
    .parse((await admin.get(`/api/v1/admin/channels/${id}/content`)).json)
    .items.map((item) => item.name);

describe('the presets', () => {
  it.each(CHANNEL_PRESETS)('%s holds only channels the editor itself would save', (preset) => {
    const presetChannels = CHANNEL_PRESET_CHANNELS[preset];
    const slugs = presetChannels.map((channel) => channel.payload.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { payload, children } of presetChannels) {
      const checked = adminChannelPayloadSchema.safeParse(payload);
      expect(checked.success, `${payload.slug}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
      for (const child of children) expect(slugs, `${payload.slug} holds ${child}`).toContain(child);
      if (children.length > 0) expect(payload.content_model).toBe('channel');
    }
    // The product links to these pages: the home page, the sign-in page's "later", the menu's genres, genre cards.
    expect(slugs).toEqual(expect.arrayContaining(['home', 'discover', 'genres', 'genre']));
  });
});

describe('POST admin/channels/apply-preset', () => {
  it('replaces every channel with the streaming preset, points the home page at its home and fills the charts', async () => {
    const byHand = CHANNEL_PRESET_CHANNELS.musicSharing.find(
      (channel) => channel.payload.slug === 'new-tracks',
    );
    const mine = await admin.post('/api/v1/admin/channels', {
      ...byHand?.payload,
      name: 'Made by hand',
      slug: 'made-by-hand',
    });
    expect(mine.status, mine.text).toBe(201);
    await app.server.services.db
      .update(settings)
      .set({ value: { type: 'channel', value: 'made-by-hand' } })
      .where(eq(settings.name, 'homepage'));

    const applied = await apply('musicStreaming');
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json).toEqual({ status: 'success' });

    const rows = await allChannels();
    expect(rows.map((row) => row.slug).sort()).toEqual(
      CHANNEL_PRESET_CHANNELS.musicStreaming.map((channel) => channel.payload.slug).sort(),
    );
    expect(await homepage()).toEqual({ type: 'channel', value: 'home' });
    expect(rows.filter((row) => row.is_home).map((row) => row.slug)).toEqual(['home']);
    const popular = rows.find((row) => row.slug === 'popular-tracks');
    expect(popular).toMatchObject({ content_type: 'autoUpdate', auto_update_method: 'topTracks' });
    const genre = rows.find((row) => row.slug === 'genre');
    expect(genre).toMatchObject({ content_model: 'channel', restriction: 'url' });

    const home = channelResponseSchema.parse((await admin.get('/api/v1/channel/home')).json).channel;
    expect(home.content.data.map((item) => item.name)).toEqual([
      'Popular albums',
      'Popular tracks',
      'New releases',
      'Popular artists',
      'Genres',
    ]);

    // The queued run of the daily refresh fills the charts, as the schedule log records.
    await eventually(async () => (await contentOf(popular?.id as number)).length > 0, 'the top tracks');
    expect((await contentOf(popular?.id as number)).slice(0, 2)).toEqual(['Loud one', 'Quiet one']);
    const runs = await app.server.services.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.name, 'channel-refresh'));
    expect(runs.some((run) => run.trigger === 'manual')).toBe(true);
  });

  it('replaces the streaming preset with the sharing one, keeping the landing page for guests', async () => {
    await app.server.services.db
      .update(settings)
      .set({ value: { type: 'landingPage', value: 'home' } })
      .where(eq(settings.name, 'homepage'));
    expect((await apply('musicSharing')).status).toBe(200);

    const rows = await allChannels();
    expect(rows.map((row) => row.slug).sort()).toEqual(
      CHANNEL_PRESET_CHANNELS.musicSharing.map((channel) => channel.payload.slug).sort(),
    );
    // The sharing site lists every track instead of a chart: nothing of the chart stays behind.
    const popular = rows.find((row) => row.slug === 'popular-tracks');
    expect(popular).toMatchObject({ content_type: 'listAll', auto_update_method: null });
    expect(await contentOf(popular?.id as number)).toEqual([]);
    expect(await homepage()).toEqual({ type: 'landingPage', value: 'home' });
    const genrePage = await admin.get('/api/v1/channel/genre?restriction=preset-folk');
    expect(genrePage.status, genrePage.text).toBe(200);
    const genre = channelResponseSchema.parse(genrePage.json).channel;
    expect(genre.name).toBe('Preset folk');
    expect(genre.content.data.map((item) => item.name)).toEqual([
      'New Preset folk tracks',
      'Popular Preset folk tracks',
      'Preset folk albums',
      'Preset folk artists',
    ]);
  });

  it('answers 422 naming the preset for an unknown one, and changes nothing', async () => {
    const before = await allChannels();
    const refused = await apply('musicHoarding');
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { preset: ['There is no such preset.'] } });
    expect((await allChannels()).map((row) => row.id)).toEqual(before.map((row) => row.id));
  });
});
