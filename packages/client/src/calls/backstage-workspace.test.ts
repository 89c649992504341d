import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  checkUploadMinutes,
  getUploadMinutes,
  getWorkspaceChoices,
  getWorkspaceInsights,
  updateWorkspaceArtist,
} from './backstage-workspace';
import { RecordingHttpClient } from './test-support/recording-http-client';

const minutes = { minutes: { used: 12.5, limit: 30, left: 17.5 } };

describe('the artist’s workspace calls', () => {
  it('asks GET backstage/workspace/minutes and reads an unlimited account as nulls', async () => {
    const http = new RecordingHttpClient({ minutes: { used: 3, limit: null, left: null } });
    const answer = await getUploadMinutes(http);
    expect(http.onlyRequest).toMatchObject({ method: 'GET', path: 'backstage/workspace/minutes' });
    expect(answer.minutes.left).toBeNull();
  });

  it('sends the files’ lengths to POST backstage/workspace/uploads/check before any byte', async () => {
    const http = new RecordingHttpClient(minutes);
    await checkUploadMinutes(http, [214_000, 187_500]);
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'backstage/workspace/uploads/check',
      body: { durations: [214_000, 187_500] },
    });
  });

  it('refuses minutes below zero in an answer', async () => {
    const broken = { minutes: { used: 40, limit: 30, left: -10 } };
    await expect(getUploadMinutes(new RecordingHttpClient(broken))).rejects.toThrow(z.core.$ZodError);
  });

  it('searches the pickers’ choices with the typed text as a query parameter', async () => {
    const http = new RecordingHttpClient({ items: [{ id: 1, name: 'Neon Harbor' }], any_artist: false });
    const answer = await getWorkspaceChoices(http, 'artists', 'neon');
    expect(http.onlyRequest).toMatchObject({
      path: 'backstage/workspace/artists',
      params: { query: 'neon' },
    });
    expect(answer.items).toEqual([{ id: 1, name: 'Neon Harbor' }]);
  });

  it('asks an item’s insights with the range and timezone', async () => {
    const http = new RecordingHttpClient({
      report: {
        range: {
          start: '2026-11-01T00:00:00Z',
          end: '2026-11-02T00:00:00Z',
          timezone: 'UTC',
          granularity: 'hour',
        },
        kpis: [],
        plays: { total: 0, buckets: [] },
        tracks: [],
        artists: [],
        albums: [],
        listeners: [],
        devices: [],
        browsers: [],
        platforms: [],
        countries: [],
      },
    });
    const query = { startDate: '2026-11-01T00:00:00Z', endDate: '2026-11-02T00:00:00Z', timezone: 'UTC' };
    await getWorkspaceInsights(http, 'albums', 21, query);
    expect(http.onlyRequest).toMatchObject({
      path: 'backstage/workspace/albums/21/insights',
      params: query,
      callName: 'GET backstage/workspace/albums/{id}/insights',
    });
  });

  it('saves the artist’s profile with PUT, without a name or a verified mark', async () => {
    const http = new RecordingHttpClient({
      artist: {
        id: 1,
        name: 'Neon Harbor',
        image: null,
        verified: false,
        albums_count: 0,
        plays: 0,
        created_at: '2026-03-14T10:00:00.000Z',
        updated_at: '2026-03-14T10:00:00.000Z',
        links: [],
        bio: null,
        city: 'Kiel',
        country: null,
        profile_images: [],
        albums: [],
      },
    });
    const body = { image: null, links: [], bio: null, city: 'Kiel', country: null, profile_images: [] };
    await updateWorkspaceArtist(http, 1, body);
    expect(http.onlyRequest).toMatchObject({ method: 'PUT', path: 'backstage/workspace/artists/1', body });
  });
});
