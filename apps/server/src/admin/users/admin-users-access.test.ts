import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
} from '../test-support/admin-audiences';

let app: TestServer;
let audiences: Record<AdminAudience, TestVisitor>;
let targetId = 0;
let tokenId = 0;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

beforeAll(async () => {
  app = await startTestServer();
  audiences = await adminAudiences(app, 'users.update');
  const target = await registerListener(app.url, 'access-target@example.com', 'correct horse battery');
  const token = await target.post('/api/v1/access-tokens', { tokenName: 'kept' });
  tokenId = (token.json as { token: { id: number } }).token.id;
  const admin = await signInAdmin(app);
  const page = await admin.get('/api/v1/admin/users?query=access-target');
  targetId = (page.json as { pagination: { data: { id: number }[] } }).pagination.data[0]?.id ?? 0;
}, 60_000);
afterAll(() => app?.stop());

// Each endpoint is called with a request that changes nothing (a 422 or a harmless read), so the table can run
// every audience against one target; the allowed status is what a permitted caller gets for that request.
const endpoints: {
  name: string;
  allowed: number;
  call: (visitor: TestVisitor) => Promise<{ status: number }>;
}[] = [
  { name: 'GET admin/users', allowed: 200, call: (v) => v.get('/api/v1/admin/users') },
  {
    name: 'GET admin/users/export.csv',
    allowed: 200,
    call: (v) => v.get('/api/v1/admin/users/export.csv?query=nobody'),
  },
  { name: 'GET admin/users/roles', allowed: 200, call: (v) => v.get('/api/v1/admin/users/roles') },
  { name: 'POST admin/users', allowed: 422, call: (v) => v.post('/api/v1/admin/users', { email: 'x' }) },
  { name: 'GET admin/users/{id}', allowed: 200, call: (v) => v.get(`/api/v1/admin/users/${targetId}`) },
  {
    name: 'PUT admin/users/{id}',
    allowed: 422,
    call: (v) => v.request(`/api/v1/admin/users/${targetId}`, { method: 'PUT', body: { email: 'x' } }),
  },
  {
    name: 'POST admin/users/{id}/suspend',
    allowed: 422,
    call: (v) => v.post(`/api/v1/admin/users/${targetId}/suspend`, { until: '2000-01-01T00:00:00Z' }),
  },
  {
    name: 'POST admin/users/{id}/unsuspend',
    allowed: 200,
    call: (v) => v.post(`/api/v1/admin/users/${targetId}/unsuspend`),
  },
  {
    name: 'DELETE admin/users/{ids}',
    allowed: 200,
    call: (v) => v.request('/api/v1/admin/users/999999', { method: 'DELETE' }),
  },
  {
    name: 'GET admin/users/{id}/sessions',
    allowed: 200,
    call: (v) => v.get(`/api/v1/admin/users/${targetId}/sessions`),
  },
  {
    name: 'DELETE admin/users/{id}/sessions',
    allowed: 404,
    call: (v) => v.request('/api/v1/admin/users/999999/sessions', { method: 'DELETE' }),
  },
  {
    name: 'DELETE admin/users/{id}/two-factor',
    allowed: 404,
    call: (v) => v.request('/api/v1/admin/users/999999/two-factor', { method: 'DELETE' }),
  },
  {
    name: 'POST admin/users/{id}/password-reset',
    allowed: 404,
    call: (v) => v.post('/api/v1/admin/users/999999/password-reset'),
  },
  {
    name: 'POST admin/users/{id}/email-verification',
    allowed: 404,
    call: (v) => v.post('/api/v1/admin/users/999999/email-verification'),
  },
  {
    name: 'GET admin/users/{id}/tokens',
    allowed: 200,
    call: (v) => v.get(`/api/v1/admin/users/${targetId}/tokens`),
  },
  {
    name: 'DELETE admin/users/{id}/tokens/{tokenId}',
    allowed: 404,
    call: (v) => v.request(`/api/v1/admin/users/999999/tokens/${tokenId}`, { method: 'DELETE' }),
  },
  {
    name: "POST users/{id}/avatar (another user's)",
    allowed: 422,
    call: (v) => v.post(`/api/v1/users/${targetId}/avatar`, notAnImage()),
  },
  {
    name: "DELETE users/{id}/avatar (another user's)",
    allowed: 404,
    call: (v) => v.request('/api/v1/users/999999/avatar', { method: 'DELETE' }),
  },
];

function notAnImage() {
  const form = new FormData();
  form.append('file', new Blob(['hello'], { type: 'image/png' }), 'me.png');
  return form;
}

describe('who may use the users endpoints', () => {
  it.each(
    endpoints.flatMap((endpoint) =>
      ADMIN_AUDIENCES.map((audience) => [endpoint.name, audience, endpoint] as const),
    ),
  )('%s as %s', async (_, audience, endpoint) => {
    const answer = await endpoint.call(audiences[audience]);
    expect(answer.status).toBe(expectedAdminStatus(audience, endpoint.allowed));
  });
});

describe("another user's avatar", () => {
  it('is set and removed by an admin who may edit users', async () => {
    const admin = await signInAdmin(app);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'face.png');
    const set = await admin.post(`/api/v1/users/${targetId}/avatar`, form);
    expect(set.status, set.text).toBe(200);
    const shown = await admin.get(`/api/v1/admin/users/${targetId}`);
    const image = (shown.json as { user: { image: string | null } }).user.image;
    expect(image).toMatch(/^\/storage\/files\/avatars\/[\w-]+\.png$/);
    const removed = await admin.request(`/api/v1/users/${targetId}/avatar`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await admin.get(image ?? '')).status).toBe(404);
  });
});
