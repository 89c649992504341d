import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorLogEntriesResponseSchema, errorLogFilesResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInWithPermissions } from '../admin/test-support/admin-audiences';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;
let admin: TestVisitor;
let audiences: Record<Audience, TestVisitor>;

const AUDIENCES = ['guest', 'listener', 'adminAccessOnly', 'viewer', 'updater', 'admin'] as const;
type Audience = (typeof AUDIENCES)[number];

const OLD = 'tonearm-2020-01-01.log';
const NEWER = 'tonearm-2020-01-02.log';
const context = { method: 'GET', url: 'http://localhost/api/v1/tracks/1', userId: null };

beforeAll(async () => {
  app = await startTestServer();
  const log = app.server.services.errorLog;
  for (let index = 0; index < 17; index++) {
    const failure = new RangeError(`Failure ${index}`);
    await log.record(failure, context, new Date(Date.UTC(2020, 0, 1, 10, index)));
  }
  await log.record(new Error('The newer day'), context, new Date(Date.UTC(2020, 0, 2, 9)));
  // A file beside the logs that no route may reach.
  await mkdir(log.directory, { recursive: true });
  await writeFile(join(log.directory, '..', 'secret.txt'), 'not a log');
  admin = await signInAdmin(app);
  const [guest, listener, adminAccessOnly, viewer, updater] = await Promise.all([
    new TestVisitor(app.url).open(),
    signInWithPermissions(app, []),
    signInWithPermissions(app, ['admin.access']),
    signInWithPermissions(app, ['admin.access', 'logs.view']),
    signInWithPermissions(app, ['admin.access', 'logs.view', 'logs.update']),
  ]);
  audiences = { guest, listener, adminAccessOnly, viewer, updater, admin };
}, 60_000);
afterAll(() => app?.stop());

describe('who may read, download and delete error logs', () => {
  const table: [string, string, Record<Audience, number>][] = [
    [
      'GET',
      'admin/logs/error',
      { guest: 401, listener: 403, adminAccessOnly: 403, viewer: 200, updater: 200, admin: 200 },
    ],
    [
      'GET',
      `admin/logs/error/${OLD}`,
      { guest: 401, listener: 403, adminAccessOnly: 403, viewer: 200, updater: 200, admin: 200 },
    ],
    [
      'GET',
      `logs/error/${OLD}/download`,
      { guest: 401, listener: 403, adminAccessOnly: 403, viewer: 200, updater: 200, admin: 200 },
    ],
    [
      'DELETE',
      'admin/logs/error/tonearm-1999-01-01.log',
      { guest: 401, listener: 403, adminAccessOnly: 403, viewer: 403, updater: 404, admin: 404 },
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

describe('the error log files', () => {
  it('lists the daily files newest first with their sizes', async () => {
    const answer = await admin.get('/api/v1/admin/logs/error');
    const { files } = errorLogFilesResponseSchema.parse(answer.json);
    const names = files.map((file) => file.name);
    expect(names.indexOf(NEWER)).toBeLessThan(names.indexOf(OLD));
    expect(files.find((file) => file.name === OLD)?.size).toBeGreaterThan(0);
  });

  it("pages a file's entries newest first, each with its request and stack frames", async () => {
    const first = errorLogEntriesResponseSchema.parse(
      (await admin.get(`/api/v1/admin/logs/error/${OLD}`)).json,
    );
    expect(first.pagination.total).toBe(17);
    expect(first.pagination.data.map((entry) => entry.message).slice(0, 2)).toEqual([
      'Failure 16',
      'Failure 15',
    ]);
    const [newest] = first.pagination.data;
    expect(newest).toMatchObject({
      index: 17,
      exception: 'RangeError',
      logged_at: '2020-01-01T10:16:00.000Z',
      method: 'GET',
      url: 'http://localhost/api/v1/tracks/1',
    });
    const frames = newest?.trace.flatMap((item) => ('vendorGroup' in item ? item.items : [item])) ?? [];
    expect(frames.some((frame) => frame.path.join('/').endsWith('error-log-routes.test.ts'))).toBe(true);

    const second = errorLogEntriesResponseSchema.parse(
      (await admin.get(`/api/v1/admin/logs/error/${OLD}?page=2`)).json,
    );
    expect(second.pagination.data.map((entry) => entry.message)).toEqual(['Failure 1', 'Failure 0']);
    const searched = errorLogEntriesResponseSchema.parse(
      (await admin.get(`/api/v1/admin/logs/error/${OLD}?query=failure%2012`)).json,
    );
    expect(searched.pagination.data.map((entry) => entry.message)).toEqual(['Failure 12']);
  });

  it('downloads one file, and the latest one, as text attachments', async () => {
    const one = await admin.get(`/api/v1/logs/error/${OLD}/download`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="${OLD}"`);
    expect(one.text).toContain('Failure 16');
    const latest = await admin.get('/api/v1/logs/error/download-latest');
    expect(latest.status).toBe(200);
    expect(latest.text).toContain('The newer day');
  });

  it.each([
    '..%2Fsecret.txt',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    'tonearm-2020-01-01.log%2F..%2F..%2Fsecret.txt',
    '%2E%2E',
    'tonearm-2020-01-01.log%00',
    'secret.txt',
  ])('refuses a name that is not a daily log file (%s), reading and deleting nothing', async (name) => {
    for (const path of [`admin/logs/error/${name}`, `logs/error/${name}/download`]) {
      const answer = await admin.get(`/api/v1/${path}`);
      // A NUL byte is refused before any route sees it (422); every other name reaches the route's check (404).
      expect(answer.status, path).toBe(name.includes('%00') ? 422 : 404);
      expect(answer.text).not.toContain('not a log');
    }
    const deleted = await admin.request(`/api/v1/admin/logs/error/${name}`, { method: 'DELETE' });
    expect(deleted.status).toBe(name.includes('%00') ? 422 : 404);
  });

  it('deletes a file, which then answers 404 and leaves the list', async () => {
    const deleted = await admin.request(`/api/v1/admin/logs/error/${NEWER}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/api/v1/admin/logs/error/${NEWER}`)).status).toBe(404);
    const { files } = errorLogFilesResponseSchema.parse((await admin.get('/api/v1/admin/logs/error')).json);
    expect(files.map((file) => file.name)).not.toContain(NEWER);
  });
});
