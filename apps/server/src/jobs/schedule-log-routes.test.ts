import { scheduleLogResponseSchema } from '@tonearm/client/contract';
import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInWithPermissions } from '../admin/test-support/admin-audiences';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { jobRuns } from './job-runs-table';
import { eventually } from './test-support/job-test-database';

let app: TestServer;
let admin: TestVisitor;
let audiences: Record<Audience, TestVisitor>;

const AUDIENCES = ['guest', 'listener', 'adminAccessOnly', 'viewer', 'runner', 'admin'] as const;
type Audience = (typeof AUDIENCES)[number];

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  const [guest, listener, adminAccessOnly, viewer, runner] = await Promise.all([
    new TestVisitor(app.url).open(),
    signInWithPermissions(app, []),
    signInWithPermissions(app, ['admin.access']),
    signInWithPermissions(app, ['admin.access', 'logs.view']),
    signInWithPermissions(app, ['admin.access', 'logs.update']),
  ]);
  audiences = { guest, listener, adminAccessOnly, viewer, runner, admin };
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;
const logPath = (params: Record<string, string> = {}) =>
  `/api/v1/admin/logs/schedule?${new URLSearchParams(params).toString()}`;
const filtered = (...filters: ListFilter[]) => logPath({ filters: encodeListFilters(filters) });
const read = async (path: string) => {
  const answer = await admin.get(path);
  expect(answer.status, answer.text).toBe(200);
  return scheduleLogResponseSchema.parse(answer.json);
};

describe('who may read the schedule log and run a job now', () => {
  const table: [string, string, Record<Audience, number>][] = [
    [
      'GET',
      'admin/logs/schedule',
      { guest: 401, listener: 403, adminAccessOnly: 403, viewer: 200, runner: 403, admin: 200 },
    ],
    [
      'POST',
      'admin/logs/schedule/abandoned-uploads/run',
      { guest: 401, listener: 403, adminAccessOnly: 403, viewer: 403, runner: 202, admin: 202 },
    ],
  ];
  it.each(table)('%s %s answers each audience as its permissions allow', async (method, path, expected) => {
    const statuses: Record<string, number> = {};
    for (const audience of AUDIENCES) {
      statuses[audience] = (await audiences[audience].request(`/api/v1/${path}`, { method })).status;
    }
    expect(statuses).toEqual(expected);
  });
});

describe('GET admin/logs/schedule', () => {
  it("lists the server's jobs with their schedules", async () => {
    const { jobs } = await read(logPath());
    expect(jobs).toContainEqual(
      expect.objectContaining({ name: 'abandoned-uploads', schedule: '0 * * * *' }),
    );
  });

  it('sweeps abandoned uploads when the server starts, as before, and records the run', async () => {
    await eventually(
      async () =>
        (
          await read(filtered({ key: 'name', operator: '=', value: 'abandoned-uploads' }))
        ).pagination.data.some((run) => run.trigger === 'start'),
      'the sweep at start',
    );
    const runs = (await read(filtered({ key: 'name', operator: '=', value: 'abandoned-uploads' }))).pagination
      .data;
    expect(runs.find((run) => run.trigger === 'start')).toMatchObject({
      result: 'succeeded',
      attempt: 1,
      output: expect.stringMatching(/^Removed \d+ abandoned upload/),
      error: null,
    });
  });

  it('pages the runs newest first and filters them by job and by result', async () => {
    const base = new Date('2020-01-01T00:00:00Z').getTime();
    await db()
      .insert(jobRuns)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          name: index % 5 === 0 ? 'old-export' : 'old-report',
          trigger: 'schedule' as const,
          attempt: 1,
          started_at: new Date(base + index * 60_000),
          duration_ms: index,
          result: index % 5 === 0 ? ('failed' as const) : ('succeeded' as const),
          output: index % 5 === 0 ? null : `Report ${index}`,
          error: index % 5 === 0 ? `Export ${index} failed` : null,
        })),
      );
    const oldOnly = {
      key: 'started_at',
      operator: 'between' as const,
      value: { start: '2019-12-31T00:00:00Z', end: '2020-01-02T00:00:00Z' },
    };
    const first = await read(filtered(oldOnly));
    expect(first.pagination.total).toBe(25);
    expect(first.pagination.data.map((run) => run.duration_ms)).toEqual(
      Array.from({ length: 15 }, (_, index) => 24 - index),
    );
    const second = await read(`${filtered(oldOnly)}&page=2`);
    expect(second.pagination.data.map((run) => run.duration_ms)).toEqual(
      Array.from({ length: 10 }, (_, index) => 9 - index),
    );

    const exports = await read(filtered(oldOnly, { key: 'name', operator: '=', value: 'old-export' }));
    expect(exports.pagination.total).toBe(5);
    const failed = await read(filtered(oldOnly, { key: 'result', operator: '=', value: 'failed' }));
    expect(failed.pagination.data.map((run) => run.error)).toEqual([
      'Export 20 failed',
      'Export 15 failed',
      'Export 10 failed',
      'Export 5 failed',
      'Export 0 failed',
    ]);
    const searched = await read(`${filtered(oldOnly)}&query=Report%2012`);
    expect(searched.pagination.data.map((run) => run.output)).toEqual(['Report 12']);
    const slowest = await read(`${filtered(oldOnly)}&orderBy=duration_ms&orderDir=desc&perPage=10`);
    expect(slowest.pagination.data[0]?.duration_ms).toBe(24);
  });

  it.each([
    ['an unknown filter', encodeListFilters([{ key: 'output', operator: '=', value: 'x' }]), 'filters.0'],
    [
      'an unknown result',
      encodeListFilters([{ key: 'result', operator: '=', value: 'skipped' }]),
      'filters.0',
    ],
    [
      'a job name that is not one',
      encodeListFilters([{ key: 'name', operator: '=', value: 'Not A Job' }]),
      'filters.0',
    ],
  ])('answers 422 naming the parameter for %s', async (_case, filters, field) => {
    const answer = await admin.get(logPath({ filters }));
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: Record<string, string[]> }).errors)).toEqual([field]);
  });

  it('answers 422 naming the parameter for a sort the log does not offer', async () => {
    const answer = await admin.get(logPath({ orderBy: 'output' }));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { orderBy: [expect.any(String)] } });
  });
});

describe('POST admin/logs/schedule/{job}/run', () => {
  it('queues a run that one instance takes, recorded as run by hand', async () => {
    const answer = await admin.post('/api/v1/admin/logs/schedule/abandoned-uploads/run', {});
    expect(answer.status, answer.text).toBe(202);
    expect(answer.json).toEqual({ job: 'abandoned-uploads', queued: expect.any(Boolean) });
    await eventually(
      async () =>
        (
          await read(filtered({ key: 'name', operator: '=', value: 'abandoned-uploads' }))
        ).pagination.data.some((run) => run.trigger === 'manual' && run.result === 'succeeded'),
      'the run asked for',
    );
  });

  it.each(['no-such-job', 'ABANDONED-UPLOADS', 'abandoned_uploads'])(
    'answers 404 with a message for %s',
    async (job) => {
      const answer = await admin.post(`/api/v1/admin/logs/schedule/${job}/run`, {});
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message: 'There is no such job.' });
    },
  );
});
