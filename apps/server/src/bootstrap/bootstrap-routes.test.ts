import { bootstrapDataSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

describe('GET api/v1/bootstrap-data', () => {
  it("answers a guest's bootstrap data matching the contract", async () => {
    const visit = await new TestVisitor(app.url).request('/api/v1/bootstrap-data');
    expect(visit.status).toBe(200);
    const data = bootstrapDataSchema.parse(visit.json);
    expect(data.user).toBeNull();
    expect(data.settings.branding.site_name).toBe('Tonearm');
  });

  it('answers the signed-in user after login', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const login = await visitor.request('/auth/login', {
      method: 'POST',
      body: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD, remember: false },
    });
    expect(login.status).toBe(200);
    const data = bootstrapDataSchema.parse((await visitor.request('/api/v1/bootstrap-data')).json);
    expect(data.user?.email).toBe(DEFAULT_ADMIN_EMAIL);
  });
});

describe('GET api/v1/health', () => {
  it('answers ok', async () => {
    const visit = await new TestVisitor(app.url).request('/api/v1/health');
    expect(visit).toMatchObject({ status: 200, json: { status: 'ok' } });
  });
});
