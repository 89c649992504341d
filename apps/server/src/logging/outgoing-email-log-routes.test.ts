import { paginatedResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { settleDetachedWork } from '../security/detached-work';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

const logEntrySchema = z.strictObject({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['sent', 'logged', 'failed', 'sending']),
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
const logPageSchema = paginatedResponseSchema(logEntrySchema);

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

async function signedIn(email: string, password: string) {
  const visitor = await new TestVisitor(app.url).open();
  const login = await visitor.post('/auth/login', { email, password, remember: false });
  expect(login.status).toBe(200);
  return visitor;
}

describe('GET api/v1/logs/outgoing-email', () => {
  it('lists the mails the site sent, newest first, a page at a time, without their bodies', async () => {
    const addresses = ['log-one@example.com', 'log-two@example.com', 'log-three@example.com'];
    for (const email of addresses) {
      await registerListener(app.url, email, 'correct horse battery');
      const guest = await new TestVisitor(app.url).open();
      expect((await guest.post('/auth/forgot-password', { email })).status).toBe(200);
      await settleDetachedWork(app.server.services);
    }
    const admin = await signedIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);

    const first = await admin.get('/api/v1/logs/outgoing-email?perPage=2');
    expect(first.status).toBe(200);
    const page = logPageSchema.parse(first.json).pagination;
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: expect.any(Number) });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.data.map((mail) => mail.to)).toEqual(['log-three@example.com', 'log-two@example.com']);
    expect(page.data[0]).toMatchObject({ status: 'logged', error: null });

    const second = logPageSchema.parse(
      (await admin.get('/api/v1/logs/outgoing-email?perPage=2&page=2')).json,
    );
    expect(second.pagination.data[0]?.to).toBe('log-one@example.com');
  });

  it('answers 401 to a guest and 403 to a listener without logs.view', async () => {
    const guest = await new TestVisitor(app.url).open();
    expect(await guest.get('/api/v1/logs/outgoing-email')).toMatchObject({
      status: 401,
      json: { message: 'Unauthenticated.' },
    });
    const listener = await registerListener(app.url, 'log-reader@example.com', 'correct horse battery');
    expect((await listener.get('/api/v1/logs/outgoing-email')).status).toBe(403);
  });
});
