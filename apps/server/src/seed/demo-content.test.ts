import {
  joinWorkspaceResponseSchema,
  notificationListResponseSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { DEMO_LISTENER_ACCOUNT } from '@tonearm/client/rules';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { customPages, products, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { seedDatabase } from './seed-database';
import { DEMO_LISTENER_EMAIL, DEMO_WORKSPACE_NAME } from './seed-demo-listener';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
  // The first requests of a fresh server warm its database up; keep that out of the first test's time.
  await new TestVisitor(app.url).open();
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

async function signedInListener() {
  const agent = await new TestVisitor(app.url).open();
  // The account a demo site's login form is pre-filled with.
  const login = await agent.post('/auth/login', { ...DEMO_LISTENER_ACCOUNT, remember: false });
  expect(login.status).toBe(200);
  return agent;
}

describe('the demo content of a fresh site', () => {
  it('lets the demo listener sign in, with unread notifications under the bell', async () => {
    const agent = await signedInListener();
    const { user } = userResponseSchema.parse((await agent.get('/api/v1/users/me')).json);
    expect(user).toMatchObject({
      email: DEMO_LISTENER_EMAIL,
      name: 'Demo Listener',
      unread_notifications_count: 2,
    });
    expect(user.roles?.map((role) => role.name)).toEqual(['user']);
    const list = notificationListResponseSchema.parse((await agent.get('/api/v1/notifications')).json);
    expect(list.pagination.data.map((item) => [item.type, item.read_at === null])).toEqual([
      ['workspace_invitation', true],
      ['new_release', true],
      ['comment_reply', false],
    ]);
  });

  it("has a pending invitation to the admin's workspace that the listener can join", async () => {
    const agent = await signedInListener();
    const list = notificationListResponseSchema.parse((await agent.get('/api/v1/notifications')).json);
    const inviteId = list.pagination.data.find((item) => item.data.inviteId)?.data.inviteId;
    expect(inviteId).toBeDefined();
    const joined = await agent.get(`/api/v1/workspace/join/${inviteId}`);
    expect(joined.status).toBe(200);
    const { workspace } = joinWorkspaceResponseSchema.parse(joined.json);
    expect(workspace).toMatchObject({ name: DEMO_WORKSPACE_NAME, members_count: 2 });
    const { user } = userResponseSchema.parse((await agent.get('/api/v1/users/me')).json);
    expect(user.unread_notifications_count).toBe(1);
  });

  it('seeds nothing again at the next start', async () => {
    const before = await Promise.all(
      [users, products, customPages].map((table) => db().select({ n: count() }).from(table)),
    );
    const again = await seedDatabase(db(), {
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
    });
    expect(again).toEqual({ createdAdmin: null, createdDemoListener: null });
    const after = await Promise.all(
      [users, products, customPages].map((table) => db().select({ n: count() }).from(table)),
    );
    expect(after).toEqual(before);
    expect(before.map(([row]) => row?.n)).toEqual([2, 3, 2]);
  });
});
