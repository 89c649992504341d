import { outgoingEmailLogResponseSchema, outgoingEmailPreviewSchema } from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInWithPermissions } from '../admin/test-support/admin-audiences';
import { outgoingEmails } from '../db/schema';
import { settleDetachedWork } from '../security/detached-work';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { REDACTED } from './redact-mail';

let app: TestServer;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const read = async (path: string) => {
  const answer = await admin.get(path);
  expect(answer.status, answer.text).toBe(200);
  return outgoingEmailLogResponseSchema.parse(answer.json).pagination;
};

describe('GET api/v1/logs/outgoing-email', () => {
  it('lists the mails the site sent, newest first, with their sender, without their bodies', async () => {
    const addresses = ['log-one@example.com', 'log-two@example.com', 'log-three@example.com'];
    for (const email of addresses) {
      await registerListener(app.url, email, 'correct horse battery');
      const guest = await new TestVisitor(app.url).open();
      expect((await guest.post('/auth/forgot-password', { email })).status).toBe(200);
      await settleDetachedWork(app.server.services);
    }
    const page = await read('/api/v1/logs/outgoing-email?query=log-&perPage=10');
    const resets = page.data.filter((mail) => mail.subject.startsWith('Reset'));
    expect(resets.map((mail) => mail.to)).toEqual([
      'log-three@example.com',
      'log-two@example.com',
      'log-one@example.com',
    ]);
    expect(resets[0]).toMatchObject({ status: 'logged', error: null, from: expect.stringContaining('@') });
    expect(resets[0]).not.toHaveProperty('text');
  });

  it('filters by status and pages the rest', async () => {
    const base = new Date('2020-03-01T00:00:00Z').getTime();
    await app.server.services.db.insert(outgoingEmails).values(
      Array.from({ length: 12 }, (_, index) => ({
        to: `paged-${index}@example.com`,
        subject: `Paged ${index}`,
        text: 'Hello',
        status: index % 4 === 0 ? 'failed' : 'sent',
        error: index % 4 === 0 ? 'Connection refused' : null,
        created_at: new Date(base + index * 60_000),
      })),
    );
    const failed = await read(
      `/api/v1/logs/outgoing-email?query=paged-&filters=${encodeListFilters([{ key: 'status', operator: '=', value: 'failed' }])}`,
    );
    expect(failed.data.map((mail) => mail.to)).toEqual([
      'paged-8@example.com',
      'paged-4@example.com',
      'paged-0@example.com',
    ]);
    expect(failed.data[0]?.error).toBe('Connection refused');
    const second = await read('/api/v1/logs/outgoing-email?query=paged-&perPage=10&page=2');
    expect(second.data.map((mail) => mail.subject)).toEqual(['Paged 1', 'Paged 0']);
  });

  it('answers 422 naming the filter for a status the log does not know', async () => {
    const filters = encodeListFilters([{ key: 'status', operator: '=', value: 'bounced' }]);
    const answer = await admin.get(`/api/v1/logs/outgoing-email?filters=${filters}`);
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: Record<string, string[]> }).errors)).toEqual(['filters.0']);
  });
});

describe('GET api/v1/logs/outgoing-email/{id}/preview', () => {
  it('shows a password reset mail with its link token and the address in it redacted', async () => {
    const email = 'preview-reset@example.com';
    await registerListener(app.url, email, 'correct horse battery');
    const guest = await new TestVisitor(app.url).open();
    expect((await guest.post('/auth/forgot-password', { email })).status).toBe(200);
    await settleDetachedWork(app.server.services);
    const [mail] = (await read(`/api/v1/logs/outgoing-email?query=${email}`)).data;
    if (!mail) throw new Error('The reset mail was not logged');

    const answer = await admin.get(`/api/v1/logs/outgoing-email/${mail.id}/preview`);
    expect(answer.status, answer.text).toBe(200);
    const preview = outgoingEmailPreviewSchema.parse(answer.json);
    expect(preview.email).toEqual(mail);
    expect(preview.text).toContain(`/password/reset/${REDACTED}?email=${REDACTED}`);
    expect(preview.text).not.toContain(encodeURIComponent(email));
    expect(preview.redactions).toBe(1);
  });

  it('answers 404 with a message for a mail that is not in the log', async () => {
    for (const id of ['999999', '99999999999999999999']) {
      const answer = await admin.get(`/api/v1/logs/outgoing-email/${id}/preview`);
      expect(answer).toMatchObject({ status: 404, json: { message: 'There is no such mail.' } });
    }
  });
});

describe('who may read the outgoing email log', () => {
  it.each([['/api/v1/logs/outgoing-email'], ['/api/v1/logs/outgoing-email/1/preview']])(
    '%s answers a guest 401, listeners and admins without logs.view 403',
    async (path) => {
      const [guest, listener, adminAccessOnly, viewerWithoutAdmin] = await Promise.all([
        new TestVisitor(app.url).open(),
        signInWithPermissions(app, []),
        signInWithPermissions(app, ['admin.access']),
        signInWithPermissions(app, ['logs.view']),
      ]);
      expect({
        guest: (await guest.get(path)).status,
        listener: (await listener.get(path)).status,
        adminAccessOnly: (await adminAccessOnly.get(path)).status,
        viewerWithoutAdmin: (await viewerWithoutAdmin.get(path)).status,
      }).toEqual({ guest: 401, listener: 403, adminAccessOnly: 403, viewerWithoutAdmin: 403 });
    },
  );
});
