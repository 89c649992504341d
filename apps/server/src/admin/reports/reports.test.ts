import { adminReportResponseSchema } from '@tonearm/client/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSmallCatalogue } from '../../catalogue/test-support/small-catalogue';
import { artists, trackPlays, tracks, users } from '../../db/schema';
import { insertDemoCatalogue } from '../../seed/seed-demo-catalogue';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import { signInAdmin, signInWithPermissions } from '../test-support/admin-audiences';
import { REPORT_CACHE_MS } from './report-cache';

let app: TestServer;
// The dashboard needs admin.access alone: an account holding just that sees it like the super admin.
const AUDIENCES = { guest: 401, listener: 403, adminAccessOnly: 200, admin: 200 } as const;
type Audience = keyof typeof AUDIENCES;
let audiences: Record<Audience, TestVisitor>;
let pulse = 0;
let embers = 0;
let anaId = 0;

// One local day in Tokyo (UTC+9, no DST): 2026-01-15T00:00+09:00 is 2026-01-14T15:00Z.
const TOKYO_DAY =
  'startDate=2026-01-15T00:00:00%2B09:00&endDate=2026-01-16T00:00:00%2B09:00&timezone=Asia/Tokyo';
const IN_TOKYO_WEEK =
  'startDate=2026-01-12T00:00:00%2B09:00&endDate=2026-01-19T00:00:00%2B09:00&timezone=Asia/Tokyo';

beforeAll(async () => {
  app = await startTestServer();
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  audiences = {
    guest: await new TestVisitor(app.url).open(),
    listener: await signInWithPermissions(app, []),
    adminAccessOnly: await signInWithPermissions(app, ['admin.access']),
    admin: await signInAdmin(app),
  };
  const catalogue = await db.select({ id: tracks.id }).from(tracks).orderBy(asc(tracks.id)).limit(2);
  [pulse, embers] = catalogue.map((track) => track.id) as [number, number];
  const [ana] = await db
    .insert(users)
    .values({ email: 'ana@example.com', first_name: 'Ana', last_name: 'Lima' })
    .returning();
  anaId = ana?.id ?? 0;
  const play = (
    track_id: number,
    user_id: number | null,
    at: string,
    device: string,
    country: string | null,
  ) => ({
    track_id,
    user_id,
    device,
    browser: device === 'mobile' ? 'Mobile Safari' : 'Firefox',
    platform: device === 'mobile' ? 'iOS' : 'Linux',
    country,
    created_at: new Date(at),
  });
  await db.insert(trackPlays).values([
    // The previous local day, one second before the range.
    play(embers, anaId, '2026-01-14T14:59:59Z', 'desktop', 'DE'),
    play(pulse, anaId, '2026-01-14T15:00:00Z', 'mobile', 'JP'),
    play(pulse, null, '2026-01-15T02:30:00Z', 'mobile', null),
    play(pulse, anaId, '2026-01-15T02:45:00Z', 'mobile', 'JP'),
    play(embers, null, '2026-01-15T14:59:59Z', 'desktop', null),
    // The next local day: the range ends before it.
    play(embers, null, '2026-01-15T15:00:00Z', 'desktop', 'FR'),
  ]);
  const [newer, older] = await db.select({ id: artists.id }).from(artists).orderBy(asc(artists.id)).limit(2);
  await db
    .update(artists)
    .set({ created_at: new Date('2026-01-15T01:00:00Z') })
    .where(eq(artists.id, newer?.id ?? 0));
  await db
    .update(artists)
    .set({ created_at: new Date('2026-01-14T01:00:00Z') })
    .where(eq(artists.id, older?.id ?? 0));
}, 90_000);
afterAll(() => app?.stop());

async function report(query: string) {
  const answer = await audiences.admin.get(`/api/v1/admin/reports?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return adminReportResponseSchema.parse(answer.json).report;
}

describe('GET admin/reports', () => {
  it.each(Object.entries(AUDIENCES))('answers %s with %i', async (audience, status) => {
    const answer = await audiences[audience as Audience].get(`/api/v1/admin/reports?${TOKYO_DAY}`);
    expect(answer.status).toBe(status);
  });

  it('counts the KPIs of a local day against the local day before', async () => {
    const { kpis, range } = await report(TOKYO_DAY);
    expect(range).toEqual({
      start: '2026-01-14T15:00:00.000Z',
      end: '2026-01-15T15:00:00.000Z',
      timezone: 'Asia/Tokyo',
      granularity: 'hour',
    });
    expect(kpis.find((kpi) => kpi.name === 'plays')).toEqual({
      name: 'plays',
      current: 4,
      previous: 1,
      change: 300,
    });
    expect(kpis.find((kpi) => kpi.name === 'new_artists')).toEqual({
      name: 'new_artists',
      current: 1,
      previous: 1,
      change: 0,
    });
    expect(kpis.find((kpi) => kpi.name === 'new_albums')).toEqual({
      name: 'new_albums',
      current: 0,
      previous: 0,
      change: null,
    });
  });

  it('charts the plays per local hour, every hour present, the plays on either side of midnight left out', async () => {
    const { plays } = await report(TOKYO_DAY);
    expect(plays.total).toBe(4);
    expect(plays.buckets).toHaveLength(24);
    expect(plays.buckets[0]).toEqual({
      start: '2026-01-14T15:00:00.000Z',
      end: '2026-01-14T16:00:00.000Z',
      value: 1,
    });
    expect(plays.buckets[11]).toEqual({
      start: '2026-01-15T02:00:00.000Z',
      end: '2026-01-15T03:00:00.000Z',
      value: 2,
    });
    expect(plays.buckets[23]?.value).toBe(1);
    expect(plays.buckets.reduce((sum, bucket) => sum + bucket.value, 0)).toBe(4);
  });

  it('charts a week per local day, a play one second before Tokyo midnight on the earlier day', async () => {
    const { plays, range } = await report(IN_TOKYO_WEEK);
    expect(range.granularity).toBe('day');
    expect(plays.buckets.map((bucket) => bucket.value)).toEqual([0, 0, 1, 4, 1, 0, 0]);
    expect(plays.buckets[3]?.start).toBe('2026-01-14T15:00:00.000Z');
  });

  it('ranks tracks, artists, albums and listeners, guests together as one row', async () => {
    const { tracks: top, artists: topArtists, albums: topAlbums, listeners } = await report(TOKYO_DAY);
    expect(top.map((track) => [track.id, track.plays])).toEqual([
      [pulse, 3],
      [embers, 1],
    ]);
    expect(top[0]?.artists.length).toBeGreaterThan(0);
    expect(topArtists.reduce((sum, artist) => sum + artist.plays, 0)).toBeGreaterThanOrEqual(4);
    expect(topAlbums.reduce((sum, album) => sum + album.plays, 0)).toBe(4);
    expect(listeners).toEqual([
      { id: null, name: null, image: null, plays: 2 },
      { id: anaId, name: 'Ana Lima', image: null, plays: 2 },
    ]);
  });

  it('shares the plays among devices, browsers, platforms and countries, unknown countries as null', async () => {
    const { devices, browsers, platforms, countries } = await report(TOKYO_DAY);
    expect(devices).toEqual([
      { label: 'mobile', plays: 3, percentage: 75 },
      { label: 'desktop', plays: 1, percentage: 25 },
    ]);
    expect(browsers[0]).toEqual({ label: 'Mobile Safari', plays: 3, percentage: 75 });
    expect(platforms[1]).toEqual({ label: 'Linux', plays: 1, percentage: 25 });
    expect(countries).toEqual([
      { label: 'JP', plays: 2, percentage: 50 },
      { label: null, plays: 2, percentage: 50 },
    ]);
  });

  it.each([
    ['startDate=soon&endDate=2026-01-16T00:00:00Z&timezone=UTC', 'ISO 8601'],
    ['startDate=2026-01-16T00:00:00Z&endDate=2026-01-15T00:00:00Z&timezone=UTC', 'after the start date'],
    ['startDate=2020-01-01T00:00:00Z&endDate=2026-01-01T00:00:00Z&timezone=UTC', 'five years'],
    ['startDate=2026-01-15T00:00:00Z&endDate=2026-01-16T00:00:00Z&timezone=Moon/Base', 'IANA timezone'],
  ])('refuses %s with 422 and a message', async (query, words) => {
    const answer = await audiences.admin.get(`/api/v1/admin/reports?${query}`);
    expect(answer.status).toBe(422);
    expect((answer.json as { message: string }).message).toContain(words);
  });

  it('serves a counted report again for five minutes, then counts anew', async () => {
    const { db } = app.server.services;
    const plays = async () => (await report(TOKYO_DAY)).plays.total;
    expect(await plays()).toBe(4);
    const [late] = await db
      .insert(trackPlays)
      .values({ track_id: pulse, user_id: null, created_at: new Date('2026-01-15T09:00:00Z') })
      .returning();
    expect(await plays()).toBe(4);
    app.clock.advance(REPORT_CACHE_MS + 1000);
    expect(await plays()).toBe(5);
    await db.delete(trackPlays).where(eq(trackPlays.id, late?.id ?? 0));
  });
});
