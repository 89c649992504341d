import { describe, expect, it } from 'vitest';
import type { ScheduleLogResponse } from '../../contract';
import { DEFAULT_LIST_QUERY, decodeListFilters } from '../../rules/list-query/list-query';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { getScheduleLog, runScheduledJob } from './schedule-log';

const log: ScheduleLogResponse = {
  pagination: {
    current_page: 1,
    data: [
      {
        id: 9,
        name: 'abandoned-uploads',
        trigger: 'schedule',
        attempt: 1,
        started_at: '2026-11-26T10:00:00.000Z',
        duration_ms: 42,
        result: 'succeeded',
        output: 'Removed 0 abandoned uploads or files.',
        error: null,
      },
    ],
    from: 1,
    last_page: 1,
    per_page: 15,
    to: 1,
    total: 1,
  },
  jobs: [{ name: 'abandoned-uploads', description: 'Sweeps.', schedule: '0 * * * *' }],
};

describe('schedule log calls', () => {
  it('asks for a page of runs filtered by job and result', async () => {
    const http = new RecordingHttpClient(log);
    const filters = [
      { key: 'name', operator: '=' as const, value: 'abandoned-uploads' },
      { key: 'result', operator: '=' as const, value: 'failed' },
    ];
    const answer = await getScheduleLog(http, { ...DEFAULT_LIST_QUERY, page: 3, filters });
    expect(answer.jobs.map((job) => job.name)).toEqual(['abandoned-uploads']);
    const { method, path, params } = http.onlyRequest;
    expect({ method, path }).toEqual({ method: 'GET', path: 'admin/logs/schedule' });
    expect(params).toMatchObject({ page: 3, perPage: 15 });
    expect(decodeListFilters(String(params?.filters))).toEqual(filters);
  });

  it('refuses a run with a result the log does not know', async () => {
    const [run] = log.pagination.data;
    const http = new RecordingHttpClient({
      ...log,
      pagination: { ...log.pagination, data: [{ ...run, result: 'skipped' }] },
    });
    await expect(getScheduleLog(http, DEFAULT_LIST_QUERY)).rejects.toThrow();
  });

  it('queues a run with POST admin/logs/schedule/{job}/run, the name escaped', async () => {
    const http = new RecordingHttpClient({ job: 'abandoned-uploads', queued: true });
    expect(await runScheduledJob(http, 'abandoned-uploads')).toEqual({
      job: 'abandoned-uploads',
      queued: true,
    });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'admin/logs/schedule/abandoned-uploads/run',
    });
  });
});
