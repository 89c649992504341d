import { workspaceInsightsResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeAlbum, makeAlbum } from '../../admin/catalogue/test-support/catalogue-rows';
import { trackPlays } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type ArtistAccount, linkArtist, signInArtist } from './test-support/artist-accounts';

let app: TestServer;
let made: MadeAlbum;
let other: MadeAlbum;
let owner: ArtistAccount;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await startTestServer();
  made = await makeAlbum(app, 'Counted Album', ['Counted One', 'Counted Two']);
  other = await makeAlbum(app, 'Elsewhere', ['Not Mine']);
  owner = await signInArtist(app);
  await linkArtist(app, owner.userId, made.artistId);
  const [one, two] = made.trackIds as [number, number];
  const play = (
    track_id: number,
    created_at: string,
    extra: Partial<typeof trackPlays.$inferInsert> = {},
  ) => ({
    track_id,
    created_at: at(created_at),
    ...extra,
  });
  await app.server.services.db.insert(trackPlays).values([
    // Whole days inside the range, counted by day; one at each partial edge, counted play by play.
    play(one, '2026-03-02T10:00:00Z', {
      user_id: owner.userId,
      device: 'mobile',
      country: 'DE',
      platform: 'android',
    }),
    play(one, '2026-03-02T11:00:00Z', { user_id: owner.userId, device: 'mobile', country: 'DE' }),
    play(one, '2026-03-05T09:30:00Z', { device: 'desktop', country: 'FR' }),
    play(two, '2026-03-01T13:00:00Z', { device: 'desktop' }),
    play(two, '2026-03-09T08:00:00Z'),
    // Outside the range, and another artist's track inside it: neither counts.
    play(one, '2026-02-20T10:00:00Z'),
    play(other.trackIds[0] as number, '2026-03-03T10:00:00Z'),
  ]);
}, 60_000);
afterAll(() => app?.stop());

const insights = async (kind: string, id: number) => {
  const query = new URLSearchParams({
    startDate: '2026-03-01T12:00:00Z',
    endDate: '2026-03-09T12:00:00Z',
    timezone: 'Europe/Berlin',
  });
  const answer = await owner.visitor.get(`/api/v1/backstage/workspace/${kind}/${id}/insights?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return workspaceInsightsResponseSchema.parse(answer.json).report;
};

describe('insights of the artist’s own items', () => {
  it('counts an album’s plays in the range: total, chart, top tracks, listeners and shares', async () => {
    const report = await insights('albums', made.albumId);
    expect(report.plays.total).toBe(5);
    // The admin's insights of one item: the plays card alone, against the 8 days before (none played then).
    expect(report.kpis).toEqual([{ name: 'plays', current: 5, previous: 0, change: null }]);
    expect(report.plays.buckets.reduce((sum, bucket) => sum + bucket.value, 0)).toBe(5);
    expect(report.range.granularity).toBe('day');
    expect(report.tracks.map((track) => [track.name, track.plays])).toEqual([
      ['Counted One', 3],
      ['Counted Two', 2],
    ]);
    expect(report.listeners).toEqual([
      { id: null, name: null, image: null, plays: 3 },
      expect.objectContaining({ id: owner.userId, plays: 2 }),
    ]);
    expect(report.devices).toEqual([
      { label: 'desktop', plays: 2, percentage: 40 },
      { label: 'mobile', plays: 2, percentage: 40 },
      { label: null, plays: 1, percentage: 20 },
    ]);
    expect(report.countries.map((share) => share.label)).toEqual(['DE', null, 'FR']);
  });

  it('scopes a track’s insights to that track, and an artist’s to its tracks', async () => {
    const track = await insights('tracks', made.trackIds[0] as number);
    expect(track.plays.total).toBe(3);
    expect(track.tracks.map((row) => row.plays)).toEqual([3]);
    const artist = await insights('artists', made.artistId);
    expect(artist.plays.total).toBe(5);
  });

  it('answers an item without plays with zeros and every bucket', async () => {
    const report = await insights('tracks', made.trackIds[1] as number);
    expect(report.plays.total).toBe(2);
    const empty = await owner.visitor.get(
      `/api/v1/backstage/workspace/tracks/${made.trackIds[1]}/insights?startDate=2025-01-01T00:00:00Z&endDate=2025-01-08T00:00:00Z&timezone=UTC`,
    );
    const earlier = workspaceInsightsResponseSchema.parse(empty.json).report;
    expect(earlier.plays.total).toBe(0);
    expect(earlier.plays.buckets).toHaveLength(7);
    expect(earlier.tracks).toEqual([]);
  });

  it('answers 422 with the field to a bad range', async () => {
    const answer = await owner.visitor.get(
      `/api/v1/backstage/workspace/tracks/${made.trackIds[0]}/insights?startDate=yesterday&timezone=Mars/Base`,
    );
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: object }).errors).sort()).toEqual([
      'endDate',
      'startDate',
      'timezone',
    ]);
  });
});
