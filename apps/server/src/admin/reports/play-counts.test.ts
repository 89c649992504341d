import { type AdminReport, adminReportResponseSchema } from '@tonearm/client/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { writeSmallCatalogue } from '../../catalogue/test-support/small-catalogue';
import { trackPlays, tracks, users } from '../../db/schema';
import { insertDemoCatalogue } from '../../seed/seed-demo-catalogue';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { signInAdmin } from '../test-support/admin-audiences';
import { countedPiecesOf } from './counted-pieces';
import { REPORT_CACHE_MS } from './report-cache';
import { selectRows } from './report-sql';
import { topKeys } from './top-keys';

// The reports read counts kept by triggers (migration 0036); these tests hold them to the plays themselves.
let app: TestServer;
let admin: TestVisitor;
let listenerIds: number[] = [];

const FIRST_PLAY = Date.parse('2024-09-20T00:00:00Z');
const LAST_PLAY = Date.parse('2025-04-10T00:00:00Z');
const DEVICES = ['desktop', 'mobile', 'tablet'];
const COUNTRIES = ['DE', 'IN', 'US', null];

/** A small deterministic generator, so a failure replays the same plays. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

beforeAll(async () => {
  app = await startTestServer();
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  admin = await signInAdmin(app);
  const trackIds = (await db.select({ id: tracks.id }).from(tracks)).map((track) => track.id);
  const listeners = await db
    .insert(users)
    .values(['a', 'b', 'c', 'd'].map((name) => ({ email: `${name}@example.com`, first_name: name })))
    .returning({ id: users.id });
  listenerIds = listeners.map((listener) => listener.id);
  const random = randomFrom(7);
  // Skewed like listening: a few tracks and listeners play far more than the rest.
  const pick = <T>(values: T[]) => values[Math.floor(random() ** 2 * values.length)] as T;
  const plays = Array.from({ length: 900 }, () => ({
    track_id: pick(trackIds),
    user_id: pick([...listenerIds, null]),
    device: pick(DEVICES),
    browser: 'Firefox',
    platform: 'Linux',
    country: pick(COUNTRIES),
    created_at: new Date(FIRST_PLAY + Math.floor(random() * (LAST_PLAY - FIRST_PLAY))),
  }));
  // In batches, as the play log and the seed write them.
  for (let index = 0; index < plays.length; index += 300)
    await db.insert(trackPlays).values(plays.slice(index, index + 300));
}, 90_000);
afterAll(() => app?.stop());

async function report(start: string, end: string, timezone: string): Promise<AdminReport> {
  const query = new URLSearchParams({ startDate: start, endDate: end, timezone });
  const answer = await admin.get(`/api/v1/admin/reports?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return adminReportResponseSchema.parse(answer.json).report;
}

const countRow = z.object({ key: z.string(), plays: z.number().int() });

/** What the plays themselves say: plays per key of `keyOf` in [start, end), most first. */
async function truth(keyOf: string, start: string, end: string, from = 'track_plays play') {
  return selectRows(
    app.server.services.db,
    sql`SELECT ${sql.raw(keyOf)} AS key, count(*)::int AS plays FROM ${sql.raw(from)}
      WHERE play.created_at >= ${start}::timestamptz AND play.created_at < ${end}::timestamptz
      GROUP BY 1 ORDER BY 2 DESC, length(${sql.raw(keyOf)}), 1`,
    countRow,
  );
}

// Edges off the hour and off the day, a half-hour zone, a DST zone, and a range across many months.
const RANGES: [string, string, string][] = [
  ['2024-10-15T10:17:00Z', '2025-02-20T13:45:00Z', 'Asia/Kolkata'],
  ['2024-09-30T18:30:00Z', '2024-10-31T18:30:00Z', 'Asia/Kolkata'],
  ['2024-10-26T22:00:00Z', '2024-10-28T23:00:00Z', 'Europe/Berlin'],
  ['2024-09-01T00:00:00Z', '2025-05-01T00:00:00Z', 'UTC'],
];

describe('reports read from play counts', () => {
  it.each(RANGES)('agree with the plays from %s to %s in %s', async (start, end, timezone) => {
    const counted = await report(start, end, timezone);
    const total = (await truth("''", start, end))[0]?.plays ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(counted.plays.total).toBe(total);
    expect(counted.plays.buckets.reduce((sum, bucket) => sum + bucket.value, 0)).toBe(total);
    for (const bucket of counted.plays.buckets) {
      const inBucket = (await truth("''", bucket.start, bucket.end))[0]?.plays ?? 0;
      expect(bucket.value, bucket.start).toBe(inBucket);
    }
    const tracksTruth = await truth('play.track_id::text', start, end);
    expect(counted.tracks.map((track) => [String(track.id), track.plays])).toEqual(
      tracksTruth.slice(0, 30).map((row) => [row.key, row.plays]),
    );
    const listenersTruth = await truth("coalesce(play.user_id::text, '')", start, end);
    expect(counted.listeners.map((listener) => [String(listener.id ?? ''), listener.plays])).toEqual(
      listenersTruth.map((row) => [row.key, row.plays]),
    );
    const artistsTruth = await truth(
      'credit.artist_id::text',
      start,
      end,
      'track_plays play JOIN artist_track credit ON credit.track_id = play.track_id',
    );
    expect(counted.artists.map((artist) => [String(artist.id), artist.plays])).toEqual(
      artistsTruth.slice(0, 30).map((row) => [row.key, row.plays]),
    );
    const devicesTruth = await truth('play.device', start, end);
    expect(counted.devices.map((device) => [device.label, device.plays])).toEqual(
      devicesTruth.map((row) => [row.key, row.plays]),
    );
    const countriesTruth = await truth("coalesce(play.country, '')", start, end);
    expect(counted.countries.map((country) => [country.label ?? '', country.plays]).sort()).toEqual(
      countriesTruth.map((row) => [row.key, row.plays]).sort(),
    );
  });

  it('counts a candidate missing from a list exactly when its bound says it can still lead', async () => {
    const { db } = app.server.services;
    const ids = (await db.select({ id: tracks.id }).from(tracks).limit(3)).map((track) => String(track.id));
    // Ties are cut by key: `tied` comes before `leader`, so on the second day it takes the list's last place.
    const [tied, leader, runnerUp] = ids.sort() as [string, string, string];
    const played = (track: string, day: string, times: number) =>
      Array.from({ length: times }, (_, minute) => ({
        track_id: Number(track),
        created_at: new Date(`${day}T10:${String(minute).padStart(2, '0')}:00Z`),
      }));
    await db
      .insert(trackPlays)
      .values([
        ...played(leader, '2023-02-01', 10),
        ...played(runnerUp, '2023-02-01', 8),
        ...played(runnerUp, '2023-02-02', 10),
        ...played(tied, '2023-02-02', 9),
        ...played(leader, '2023-02-02', 9),
      ]);
    const pieces = countedPiecesOf(new Date('2023-02-01T00:00:00Z'), new Date('2023-02-03T00:00:00Z'), 'day');
    // Two deep, the leader is on the first day's list only, below the runner-up's listed plays; it must still
    // be counted, since the second day's list ends at 9.
    expect(await topKeys(db, 'track', pieces, 1, 2, 1)).toEqual([{ key: leader, plays: 19 }]);
  });

  it('reads the lists deeper when their leaders are not the top of the range', async () => {
    const { db } = app.server.services;
    const [first, second, third] = (await db.select({ id: tracks.id }).from(tracks).limit(3)).map(
      (track) => track.id,
    ) as [number, number, number];
    // Each day's leader is another track; the runner-up of both days played most over the two.
    const played = (track_id: number, day: string, times: number) =>
      Array.from({ length: times }, (_, minute) => ({
        track_id,
        created_at: new Date(`${day}T10:${String(minute).padStart(2, '0')}:00Z`),
      }));
    await db
      .insert(trackPlays)
      .values([
        ...played(first, '2023-01-01', 5),
        ...played(second, '2023-01-01', 4),
        ...played(third, '2023-01-02', 5),
        ...played(second, '2023-01-02', 4),
      ]);
    const pieces = countedPiecesOf(new Date('2023-01-01T00:00:00Z'), new Date('2023-01-03T00:00:00Z'), 'day');
    expect(pieces.pieces).toHaveLength(2);
    expect(await topKeys(db, 'track', pieces, 1, 1)).toEqual([{ key: String(second), plays: 8 }]);
    expect(await topKeys(db, 'track', pieces, 2, 1)).toEqual([
      { key: String(second), plays: 8 },
      { key: String(Math.min(first, third)), plays: 5 },
    ]);
  });

  it('forgets a deleted listener’s plays', async () => {
    const [start, end, timezone] = RANGES[3] as [string, string, string];
    const gone = listenerIds[0] ?? 0;
    const before = await report(start, end, timezone);
    const theirs = before.listeners.find((listener) => listener.id === gone)?.plays ?? 0;
    expect(theirs).toBeGreaterThan(0);
    await app.server.services.db.delete(users).where(eq(users.id, gone));
    app.clock.advance(REPORT_CACHE_MS + 1000);
    const after = await report(start, end, timezone);
    expect(after.listeners.some((listener) => listener.id === gone)).toBe(false);
    expect(after.plays.total).toBe(before.plays.total - theirs);
    expect(after.devices.reduce((sum, device) => sum + device.plays, 0)).toBe(after.plays.total);
  });
});
