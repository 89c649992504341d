import { type AdminReport, adminReportResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistTrack, trackPlays, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { signInAdmin } from '../test-support/admin-audiences';
import { type MadeAlbum, makeAlbum } from './test-support/catalogue-rows';

let app: TestServer;
let admin: TestVisitor;
let made: MadeAlbum;
let other: MadeAlbum;
let listenerId = 0;

// Eight days read in Berlin (UTC+1): whole days come from the counts, the half days at either end play by play.
const RANGE = new URLSearchParams({
  startDate: '2026-03-01T12:00:00Z',
  endDate: '2026-03-09T12:00:00Z',
  timezone: 'Europe/Berlin',
});

beforeAll(async () => {
  app = await startTestServer();
  const { db } = app.server.services;
  made = await makeAlbum(app, 'Insight Album', ['First Light', 'Second Wind']);
  other = await makeAlbum(app, 'Elsewhere', ['Guest Spot', 'Not Theirs']);
  admin = await signInAdmin(app);
  const [listener] = await db
    .insert(users)
    .values({ email: 'iris@example.com', first_name: 'Iris', last_name: 'Vale' })
    .returning({ id: users.id });
  listenerId = listener?.id ?? 0;
  // The album's artist is featured on another album's track: the artist's insights count it, the album's do not.
  const [guestSpot, notTheirs] = other.trackIds as [number, number];
  await db.insert(artistTrack).values({ artist_id: made.artistId, track_id: guestSpot, position: 1 });
  const [first, second] = made.trackIds as [number, number];
  const play = (track_id: number, at: string, extra: Partial<typeof trackPlays.$inferInsert> = {}) => ({
    track_id,
    created_at: new Date(at),
    ...extra,
  });
  await db.insert(trackPlays).values([
    play(first, '2026-03-02T10:00:00Z', { user_id: listenerId, device: 'mobile', country: 'DE' }),
    play(first, '2026-03-02T11:00:00Z', { user_id: listenerId, device: 'mobile', country: 'DE' }),
    play(first, '2026-03-05T09:30:00Z', { device: 'desktop', country: 'FR' }),
    play(second, '2026-03-01T13:00:00Z', { device: 'desktop', platform: 'Linux' }),
    play(second, '2026-03-09T08:00:00Z'),
    play(guestSpot, '2026-03-03T10:00:00Z', { device: 'tablet' }),
    play(notTheirs, '2026-03-03T11:00:00Z'),
    // In the eight days before the range, which the plays card compares against; and long before.
    play(first, '2026-02-25T10:00:00Z'),
    play(first, '2026-01-20T10:00:00Z'),
  ]);
}, 60_000);
afterAll(() => app?.stop());

async function insights(resource: string, id: number): Promise<AdminReport> {
  const answer = await admin.get(`/api/v1/admin/${resource}/${id}/insights?${RANGE}`);
  expect(answer.status, answer.text).toBe(200);
  return adminReportResponseSchema.parse(answer.json).report;
}

const bucketSum = (report: AdminReport) =>
  report.plays.buckets.reduce((sum, bucket) => sum + bucket.value, 0);

describe('a catalogue item’s insights', () => {
  it('count a track’s plays in the range against the period before, by day in the admin’s zone', async () => {
    const report = await insights('tracks', made.trackIds[0] as number);
    expect(report.range.granularity).toBe('day');
    expect(report.plays.total).toBe(3);
    expect(bucketSum(report)).toBe(3);
    // Berlin's 2 March holds both morning plays.
    expect(report.plays.buckets.find((bucket) => bucket.start === '2026-03-01T23:00:00.000Z')?.value).toBe(2);
    expect(report.kpis).toEqual([{ name: 'plays', current: 3, previous: 1, change: 200 }]);
    expect(report.tracks.map((track) => [track.name, track.plays])).toEqual([['First Light', 3]]);
    expect(report.artists).toEqual([]);
    expect(report.albums).toEqual([]);
  });

  it('name a track’s listeners, with every guest’s plays as one row', async () => {
    const report = await insights('tracks', made.trackIds[0] as number);
    expect(report.listeners).toEqual([
      { id: listenerId, name: 'Iris Vale', image: null, plays: 2 },
      { id: null, name: null, image: null, plays: 1 },
    ]);
  });

  it('split a track’s plays by device and country in percent', async () => {
    const report = await insights('tracks', made.trackIds[0] as number);
    expect(report.devices).toEqual([
      { label: 'mobile', plays: 2, percentage: 66.7 },
      { label: 'desktop', plays: 1, percentage: 33.3 },
    ]);
    expect(report.countries).toEqual([
      { label: 'DE', plays: 2, percentage: 66.7 },
      { label: 'FR', plays: 1, percentage: 33.3 },
    ]);
  });

  it('rank an album’s tracks by their plays, the range’s half days included', async () => {
    const report = await insights('albums', made.albumId);
    expect(report.plays.total).toBe(5);
    expect(bucketSum(report)).toBe(5);
    expect(report.tracks.map((track) => [track.name, track.plays])).toEqual([
      ['First Light', 3],
      ['Second Wind', 2],
    ]);
    expect(report.tracks[0]?.artists).toEqual([{ id: made.artistId, name: 'Insight Album artist' }]);
    expect(report.platforms).toEqual([
      { label: null, plays: 4, percentage: 80 },
      { label: 'Linux', plays: 1, percentage: 20 },
    ]);
  });

  it('count the tracks an artist is featured on among the artist’s', async () => {
    const report = await insights('artists', made.artistId);
    expect(report.plays.total).toBe(6);
    expect(report.tracks.map((track) => [track.name, track.plays])).toEqual([
      ['First Light', 3],
      ['Second Wind', 2],
      ['Guest Spot', 1],
    ]);
    expect(report.devices.find((share) => share.label === 'tablet')?.plays).toBe(1);
  });

  it('answer 404 for an item that does not exist', async () => {
    const answer = await admin.get(`/api/v1/admin/albums/999999/insights?${RANGE}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ message: 'There is no such album.' });
  });

  it('refuse a reversed range with 422 and a message', async () => {
    const reversed = new URLSearchParams({
      startDate: '2026-03-09T00:00:00Z',
      endDate: '2026-03-01T00:00:00Z',
      timezone: 'Europe/Berlin',
    });
    const answer = await admin.get(`/api/v1/admin/tracks/${made.trackIds[0]}/insights?${reversed}`);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { endDate: ['The end date must be after the start date.'] },
    });
  });
});
