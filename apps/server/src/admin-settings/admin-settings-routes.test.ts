import { bootstrapDataSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

async function signedInAdmin(): Promise<TestVisitor> {
  const visitor = await new TestVisitor(app.url).open();
  const login = await visitor.request('/auth/login', {
    method: 'POST',
    body: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD, remember: false },
  });
  expect(login.status).toBe(200);
  return visitor;
}

describe('PUT api/v1/settings', () => {
  it('lets an admin require email confirmation, which the bootstrap data then carries', async () => {
    const admin = await signedInAdmin();
    const answer = await admin.request('/api/v1/settings', {
      method: 'PUT',
      body: { require_email_confirmation: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ settings: { require_email_confirmation: true } });
    const data = bootstrapDataSchema.parse(
      (await new TestVisitor(app.url).request('/api/v1/bootstrap-data')).json,
    );
    expect(data.settings.require_email_confirmation).toBe(true);

    const restored = await admin.request('/api/v1/settings', {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'PUT' },
      body: { require_email_confirmation: false },
    });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ settings: { require_email_confirmation: false } });
  });

  it('refuses a setting that does not exist and a body without settings', async () => {
    const admin = await signedInAdmin();
    const unknown = await admin.request('/api/v1/settings', { method: 'PUT', body: { no_such_setting: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({
      errors: { no_such_setting: ['There is no setting named no_such_setting.'] },
    });
    const empty = await admin.request('/api/v1/settings', { method: 'PUT', body: {} });
    expect(empty.status).toBe(422);
  });

  it('answers 401 to a guest and 403 to a listener without settings.update', async () => {
    const guest = await new TestVisitor(app.url).open();
    const asGuest = await guest.request('/api/v1/settings', {
      method: 'PUT',
      body: { require_email_confirmation: true },
    });
    expect(asGuest.status).toBe(401);
    const listener = await registerListener(app.url, 'settings-listener@tonearm.test', 'a long passphrase');
    const asListener = await listener.request('/api/v1/settings', {
      method: 'PUT',
      body: { require_email_confirmation: true },
    });
    expect(asListener.status).toBe(403);
    const data = bootstrapDataSchema.parse((await guest.request('/api/v1/bootstrap-data')).json);
    expect(data.settings.require_email_confirmation).toBe(false);
  });
});
