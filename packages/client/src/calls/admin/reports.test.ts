import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AdminReportResponse } from '../../contract';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { getAdminReport } from './reports';

const share = { label: 'desktop', plays: 3, percentage: 75 };
const report: AdminReportResponse = {
  report: {
    range: {
      start: '2026-11-01T00:00:00+01:00',
      end: '2026-11-02T00:00:00+01:00',
      timezone: 'Europe/Berlin',
      granularity: 'hour',
    },
    kpis: [{ name: 'plays', current: 4, previous: 2, change: 100 }],
    plays: {
      total: 4,
      buckets: [{ start: '2026-10-31T23:00:00.000Z', end: '2026-11-01T00:00:00.000Z', value: 4 }],
    },
    tracks: [{ id: 1, name: 'Pulse', image: null, artists: [{ id: 2, name: 'Nova' }], plays: 4 }],
    artists: [],
    albums: [],
    listeners: [{ id: null, name: null, image: null, plays: 4 }],
    devices: [share],
    browsers: [share],
    platforms: [share],
    countries: [{ label: null, plays: 1, percentage: 25 }],
  },
};
const query = {
  startDate: '2026-11-01T00:00:00+01:00',
  endDate: '2026-11-02T00:00:00+01:00',
  timezone: 'Europe/Berlin',
};

describe('getAdminReport', () => {
  it('fetches GET admin/reports with the range and timezone as query parameters', async () => {
    const http = new RecordingHttpClient(report);
    const answer = await getAdminReport(http, query);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'admin/reports',
      body: undefined,
      params: query,
      callName: 'GET admin/reports',
    });
    expect(answer.report.kpis[0]?.change).toBe(100);
  });

  it('rejects a share above 100 percent', async () => {
    const broken = structuredClone(report);
    broken.report.devices = [{ label: 'desktop', plays: 3, percentage: 120 }];
    await expect(getAdminReport(new RecordingHttpClient(broken), query)).rejects.toThrow(z.core.$ZodError);
  });
});
