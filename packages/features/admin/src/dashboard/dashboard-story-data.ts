import type { AdminReport, BootstrapData } from '@tonearm/client/contract';
import { adminStoryData } from '../storybook/admin-story-data';

/** A signed-in admin in Berlin, with the bootstrap data the dashboard reads. */
export const dashboardStoryData = (): BootstrapData =>
  adminStoryData({ timezone: 'Europe/Berlin', country: 'DE' });

const DAY = 86_400_000;

/** A week of plays in Berlin, a day a point, with the lists and shares a small site would see. */
export function populatedReport(): AdminReport {
  const start = Date.parse('2026-11-22T23:00:00.000Z');
  const plays = [120, 164, 98, 210, 187, 240, 65];
  return {
    range: {
      start: new Date(start).toISOString(),
      end: new Date(start + 7 * DAY).toISOString(),
      timezone: 'Europe/Berlin',
      granularity: 'day',
    },
    kpis: [
      { name: 'new_users', current: 42, previous: 30, change: 40 },
      { name: 'new_tracks', current: 12, previous: 16, change: -25 },
      { name: 'new_artists', current: 3, previous: 3, change: 0 },
      { name: 'new_albums', current: 2, previous: 0, change: null },
      { name: 'plays', current: 1084, previous: 912, change: 18.9 },
    ],
    plays: {
      total: 1084,
      buckets: plays.map((value, index) => ({
        start: new Date(start + index * DAY).toISOString(),
        end: new Date(start + (index + 1) * DAY).toISOString(),
        value,
      })),
    },
    tracks: [
      { id: 1, name: 'Harbor Lights', image: null, artists: [{ id: 1, name: 'Nova Reed' }], plays: 214 },
      { id: 2, name: 'Undertow', image: null, artists: [{ id: 2, name: 'The Quiet Hours' }], plays: 131 },
      { id: 3, name: 'Pulse', image: null, artists: [{ id: 3, name: 'Dana Veil' }], plays: 76 },
    ],
    artists: [
      { id: 1, name: 'Nova Reed', image: null, artists: [], plays: 402 },
      { id: 2, name: 'The Quiet Hours', image: null, artists: [], plays: 288 },
    ],
    albums: [
      { id: 1, name: 'Salt and Static', image: null, artists: [{ id: 1, name: 'Nova Reed' }], plays: 350 },
    ],
    listeners: [
      { id: null, name: null, image: null, plays: 410 },
      { id: 7, name: 'Mara Quist', image: null, plays: 96 },
    ],
    devices: [
      { label: 'desktop', plays: 650, percentage: 60 },
      { label: 'mobile', plays: 380, percentage: 35.1 },
      { label: 'tablet', plays: 54, percentage: 5 },
    ],
    browsers: [
      { label: 'Chrome', plays: 540, percentage: 49.8 },
      { label: 'Mobile Safari', plays: 300, percentage: 27.7 },
      { label: 'Firefox', plays: 244, percentage: 22.5 },
    ],
    platforms: [
      { label: 'Windows', plays: 420, percentage: 38.7 },
      { label: 'iOS', plays: 300, percentage: 27.7 },
      { label: 'Android', plays: 200, percentage: 18.5 },
      { label: 'Mac OS', plays: 164, percentage: 15.1 },
    ],
    countries: [
      { label: 'DE', plays: 500, percentage: 46.1 },
      { label: 'FR', plays: 300, percentage: 27.7 },
      { label: null, plays: 284, percentage: 26.2 },
    ],
  };
}

/** A range with nothing in it: zeros everywhere, every point of the chart present. */
export function emptyReport(): AdminReport {
  const full = populatedReport();
  return {
    ...full,
    kpis: full.kpis.map((kpi) => ({ ...kpi, current: 0, previous: 0, change: null })),
    plays: { total: 0, buckets: full.plays.buckets.map((bucket) => ({ ...bucket, value: 0 })) },
    tracks: [],
    artists: [],
    albums: [],
    listeners: [],
    devices: [],
    browsers: [],
    platforms: [],
    countries: [],
  };
}
