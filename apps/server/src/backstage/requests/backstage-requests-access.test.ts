import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInWithPermissions,
} from '../../admin/test-support/admin-audiences';
import { roleUser, users } from '../../db/schema';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import { DELETE_PERMISSION, REVIEW_PERMISSION } from './request-access';
import { submit } from './test-support/request-fixtures';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/${path}`, { method, body });

interface Endpoint {
  name: string;
  allowed: number;
  call: (visitor: TestVisitor) => Promise<{ status: number }>;
}

// Approve and deny name no request, so every audience may try them without changing one.
const REVIEW_ENDPOINTS: Endpoint[] = [
  {
    name: 'GET admin/backstage-requests',
    allowed: 200,
    call: (v) => send(v, 'GET', 'admin/backstage-requests'),
  },
  {
    name: 'GET admin/backstage-requests/{id}',
    allowed: 404,
    call: (v) => send(v, 'GET', 'admin/backstage-requests/999999'),
  },
  {
    name: 'POST admin/backstage-requests/{id}/approve',
    allowed: 404,
    call: (v) => send(v, 'POST', 'admin/backstage-requests/999999/approve', {}),
  },
  {
    name: 'POST admin/backstage-requests/{id}/deny',
    allowed: 404,
    call: (v) => send(v, 'POST', 'admin/backstage-requests/999999/deny', { notes: 'No' }),
  },
];

const DELETE_ENDPOINT: Endpoint = {
  name: 'DELETE admin/backstage-requests/{ids}',
  allowed: 200,
  call: (v) => send(v, 'DELETE', 'admin/backstage-requests/999999'),
};

for (const [permission, endpoints] of [
  [REVIEW_PERMISSION, REVIEW_ENDPOINTS],
  [DELETE_PERMISSION, [DELETE_ENDPOINT]],
] as const) {
  describe(`who may use the admin endpoints that need ${permission}`, () => {
    let audiences: Record<AdminAudience, TestVisitor>;
    beforeAll(async () => {
      audiences = await adminAudiences(app, permission);
    }, 60_000);

    for (const endpoint of endpoints) {
      it(`answers ${endpoint.name} by audience`, async () => {
        const statuses: Record<string, number> = {};
        for (const audience of ADMIN_AUDIENCES) {
          statuses[audience] = (await endpoint.call(audiences[audience])).status;
        }
        expect(statuses).toEqual(
          Object.fromEntries(
            ADMIN_AUDIENCES.map((audience) => [audience, expectedAdminStatus(audience, endpoint.allowed)]),
          ),
        );
      });
    }
  });
}

/** The listener's endpoints, by audience: a guest, an account without the permission, the author, another listener, a reviewer. */
const LISTENER_AUDIENCES = ['guest', 'withoutPermission', 'author', 'otherListener', 'reviewer'] as const;
type ListenerAudience = (typeof LISTENER_AUDIENCES)[number];

/** A registered account whose roles were all taken away, so it lacks `backstageRequests.create`. */
async function withoutPermission(): Promise<TestVisitor> {
  const email = 'no-backstage@example.com';
  const visitor = await registerListener(app.url, email, 'correct horse battery');
  const { db } = app.server.services;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.delete(roleUser).where(eq(roleUser.user_id, user?.id ?? 0));
  return visitor;
}

describe('who may use the listener’s endpoints', () => {
  let audiences: Record<ListenerAudience, TestVisitor>;
  let requestId = 0;
  beforeAll(async () => {
    const [guest, lacking, author, otherListener, reviewer] = await Promise.all([
      new TestVisitor(app.url).open(),
      withoutPermission(),
      registerListener(app.url, 'author@example.com', 'correct horse battery'),
      registerListener(app.url, 'other@example.com', 'correct horse battery'),
      signInWithPermissions(app, ['admin.access', REVIEW_PERMISSION]),
    ]);
    audiences = { guest, withoutPermission: lacking, author, otherListener, reviewer };
    requestId = (await submit(author, { type: 'become-artist', artist_name: 'Audience' })).id;
  }, 60_000);

  const table: {
    name: string;
    call: (v: TestVisitor) => Promise<{ status: number }>;
    expected: Record<ListenerAudience, number>;
  }[] = [
    {
      name: 'GET backstage-requests/mine',
      call: (v) => send(v, 'GET', 'backstage-requests/mine'),
      expected: { guest: 401, withoutPermission: 403, author: 200, otherListener: 200, reviewer: 200 },
    },
    {
      // An empty body: whoever may create gets as far as its validation.
      name: 'POST backstage-requests',
      call: (v) => send(v, 'POST', 'backstage-requests', {}),
      expected: { guest: 401, withoutPermission: 403, author: 422, otherListener: 422, reviewer: 422 },
    },
    {
      name: 'GET backstage-requests/{id}',
      call: (v) => send(v, 'GET', `backstage-requests/${requestId}`),
      expected: { guest: 401, withoutPermission: 403, author: 200, otherListener: 404, reviewer: 200 },
    },
    {
      name: 'GET backstage-requests/{id}/proof',
      call: (v) => send(v, 'GET', `backstage-requests/${requestId}/proof`),
      expected: { guest: 401, withoutPermission: 403, author: 200, otherListener: 404, reviewer: 200 },
    },
  ];

  for (const endpoint of table) {
    it(`answers ${endpoint.name} by audience`, async () => {
      const statuses: Record<string, number> = {};
      for (const audience of LISTENER_AUDIENCES) {
        statuses[audience] = (await endpoint.call(audiences[audience])).status;
      }
      expect(statuses).toEqual(endpoint.expected);
    });
  }
});
