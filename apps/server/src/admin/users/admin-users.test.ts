import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../../config/env';
import { sessions, users } from '../../db/schema';
import { lastMailTo } from '../../test-support/mailbox';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { signIn, signInAdmin, signInWithPermissions } from '../test-support/admin-audiences';
import { LAST_ADMIN, SELF_DELETE, SELF_SUSPEND } from './user-guards';

const PASSWORD = 'correct horse battery';
let app: TestServer;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

interface Row {
  id: number;
  name: string;
  email: string;
  roles: { id: number; name: string }[];
  banned_at: string | null;
  banned_until: string | null;
  ban_reason: string | null;
  last_active_at: string | null;
}
interface Page {
  pagination: { data: Row[]; total: number };
}

const list = async (params: Record<string, string> = {}, filters: ListFilter[] = []) => {
  const search = new URLSearchParams({ perPage: '100', ...params });
  if (filters.length > 0) search.set('filters', encodeListFilters(filters));
  const answer = await admin.get(`/api/v1/admin/users?${search}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as Page).pagination;
};
const userId = async (email: string) => {
  const [row] = await app.server.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
};
const roleId = async (name: string) => {
  const answer = await admin.get('/api/v1/admin/users/roles');
  const found = (answer.json as { roles: { id: number; name: string }[] }).roles.find((r) => r.name === name);
  if (!found) throw new Error(`No role ${name}`);
  return found.id;
};
const put = (path: string, body: unknown) => admin.request(path, { method: 'PUT', body });
const del = (visitor: TestVisitor, path: string) => visitor.request(path, { method: 'DELETE' });

describe('the users list', () => {
  beforeAll(async () => {
    await registerListener(app.url, 'ada.list@example.com', PASSWORD);
    await registerListener(app.url, 'bob.list@example.com', PASSWORD);
    await admin.post('/api/v1/admin/users', {
      first_name: 'Cleo',
      last_name: 'Verified',
      email: 'cleo.list@example.com',
      password: PASSWORD,
      email_verified: true,
    });
    await admin.post('/api/v1/admin/users', { email: 'dan.list@example.com', password: PASSWORD });
  });

  it('searches name and email, sorts, and keeps the last activity of signed-in users', async () => {
    const found = await list({ query: 'cleo verified' });
    expect(found.data.map((row) => row.email)).toEqual(['cleo.list@example.com']);
    const byEmail = await list({ query: '.list@', orderBy: 'email', orderDir: 'asc' });
    expect(byEmail.data.map((row) => row.email)).toEqual([
      'ada.list@example.com',
      'bob.list@example.com',
      'cleo.list@example.com',
      'dan.list@example.com',
    ]);
    const ada = byEmail.data[0];
    expect(ada?.last_active_at).not.toBeNull();
    expect(ada?.roles.map((role) => role.name)).toEqual(['user']);
    const recent = await list({ orderBy: 'last_active', orderDir: 'desc', perPage: '10' });
    expect(recent.data.at(-1)?.last_active_at ?? null).not.toBe(undefined);
    expect(byEmail.data[2]?.last_active_at).toBeNull();
  });

  it('filters by role, email verified, suspended, subscribed and creation date', async () => {
    const admins = await list({}, [{ key: 'role', operator: '=', value: await roleId('admin') }]);
    expect(admins.data.map((row) => row.email)).toEqual([DEFAULT_ADMIN_EMAIL]);
    const verified = await list({ query: '.list@' }, [{ key: 'email_verified', operator: '=', value: true }]);
    expect(verified.data.map((row) => row.email)).toContain('cleo.list@example.com');
    expect(verified.data.map((row) => row.email)).not.toContain('dan.list@example.com');
    const unverified = await list({ query: '.list@' }, [
      { key: 'email_verified', operator: '=', value: false },
    ]);
    expect(unverified.data.map((row) => row.email)).toContain('dan.list@example.com');
    expect(unverified.data.map((row) => row.email)).not.toContain('cleo.list@example.com');
    const none = await list({ query: '.list@' }, [
      { key: 'suspended', operator: '=', value: true },
      { key: 'subscribed', operator: '=', value: true },
    ]);
    expect(none.total).toBe(0);
    const future = await list({}, [
      {
        key: 'created_at',
        operator: 'between',
        value: { start: '2099-01-01T00:00:00Z', end: '2099-12-31T00:00:00Z' },
      },
    ]);
    expect(future.total).toBe(0);
  });

  it('refuses an unknown sort or a filter value of the wrong shape with 422', async () => {
    expect((await admin.get('/api/v1/admin/users?orderBy=password')).status).toBe(422);
    const filters = encodeListFilters([{ key: 'suspended', operator: '=', value: 'yes' }]);
    expect((await admin.get(`/api/v1/admin/users?filters=${filters}`)).status).toBe(422);
  });

  it('exports the filtered list as CSV, with cells a spreadsheet cannot run as formulas', async () => {
    await admin.post('/api/v1/admin/users', {
      first_name: '=HYPERLINK("http://evil")',
      email: 'formula.csv@example.com',
      password: PASSWORD,
    });
    const answer = await admin.get(`/api/v1/admin/users/export.csv?query=${encodeURIComponent('.csv@')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = answer.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,name,email,roles,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")",formula.csv@example.com,user,false,false`);
  });
});

describe('creating and editing a user', () => {
  it('creates a user with roles who can then sign in, and puts server errors on the fields', async () => {
    const artist = await roleId('artist');
    const created = await admin.post('/api/v1/admin/users', {
      first_name: 'New',
      email: 'created@example.com',
      password: PASSWORD,
      roles: [artist],
    });
    expect(created.status, created.text).toBe(201);
    expect((created.json as { user: Row }).user.roles.map((role) => role.name)).toEqual(['artist']);
    await signIn(app, 'created@example.com', PASSWORD);

    const again = await admin.post('/api/v1/admin/users', {
      email: 'CREATED@example.com',
      password: 'short',
    });
    expect(again.status).toBe(422);
    expect(Object.keys((again.json as { errors: object }).errors)).toEqual(['password']);
    const taken = await admin.post('/api/v1/admin/users', {
      email: 'CREATED@example.com',
      password: PASSWORD,
    });
    expect((taken.json as { errors: object }).errors).toEqual({
      email: ['The email has already been taken.'],
    });
    const badRole = await admin.post('/api/v1/admin/users', {
      email: 'norole@example.com',
      password: PASSWORD,
      roles: [99_999],
    });
    expect((badRole.json as { errors: object }).errors).toEqual({ roles: ['Choose roles that exist.'] });
  });

  it('grants per-user permissions that the permission check reads on the next request', async () => {
    const email = 'granted@example.com';
    const listener = await registerListener(app.url, email, PASSWORD);
    expect((await listener.get('/api/v1/admin/users')).status).toBe(403);
    const id = await userId(email);
    const granted = await put(`/api/v1/admin/users/${id}`, {
      first_name: 'Grace',
      timezone: 'Europe/Berlin',
      country: 'DE',
      permissions: [
        { name: 'admin.access', restrictions: [] },
        { name: 'users.update', restrictions: [] },
      ],
    });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.json).toMatchObject({
      user: {
        name: 'Grace',
        timezone: 'Europe/Berlin',
        country: 'DE',
        permissions: [{ name: 'admin.access' }, { name: 'users.update' }],
      },
    });
    expect((await listener.get('/api/v1/admin/users')).status).toBe(200);
    const bad = await put(`/api/v1/admin/users/${id}`, {
      timezone: 'Mars/Olympus',
      permissions: [{ name: 'music.fly', restrictions: [] }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json as { errors: object }).errors).sort()).toEqual(['timezone']);
    const unknown = await put(`/api/v1/admin/users/${id}`, {
      permissions: [{ name: 'music.fly', restrictions: [] }],
    });
    expect((unknown.json as { errors: object }).errors).toEqual({
      'permissions.0.name': ['There is no permission named music.fly.'],
    });
    const restricted = await put(`/api/v1/admin/users/${id}`, {
      permissions: [{ name: 'music.create', restrictions: [{ name: 'colour', value: 1 }] }],
    });
    expect((restricted.json as { errors: object }).errors).toEqual({
      'permissions.0.restrictions.0.name': ['The music.create permission takes no colour restriction.'],
    });
  });

  it('lets only an admin hand out the admin role', async () => {
    const manager = await signInWithPermissions(app, ['admin.access', 'users.update']);
    await registerListener(app.url, 'climber@example.com', PASSWORD);
    const id = await userId('climber@example.com');
    const answer = await manager.request(`/api/v1/admin/users/${id}`, {
      method: 'PUT',
      body: { roles: [await roleId('admin')] },
    });
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: object }).errors).toEqual({
      roles: ['Only an admin can give or take the admin permission.'],
    });
  });
});

describe('suspending a user', () => {
  it('refuses their sessions and tokens at once, except the bootstrap data and logout, until unsuspended', async () => {
    const email = 'suspended@example.com';
    const listener = await registerListener(app.url, email, PASSWORD);
    const token = await listener.post('/api/v1/access-tokens', { tokenName: 'script' });
    const plain = (token.json as { plainTextToken: string }).plainTextToken;
    const id = await userId(email);

    const suspended = await admin.post(`/api/v1/admin/users/${id}/suspend`, { reason: 'Spam' });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json).toMatchObject({ user: { ban_reason: 'Spam', banned_until: null } });

    const call = await listener.get('/api/v1/notifications');
    expect(call.status).toBe(403);
    expect(call.headers.get('x-account-suspended')).toBe('1');
    expect(call.json).toMatchObject({ message: 'Your account is suspended.', suspended: true });
    const api = await fetch(`${app.url}/api/v1/users/me`, { headers: { Authorization: `Bearer ${plain}` } });
    expect(api.status).toBe(403);
    const bootstrap = await listener.get('/api/v1/bootstrap-data');
    expect(bootstrap.status).toBe(200);
    expect(bootstrap.json).toMatchObject({ user: { banned_at: expect.any(String) } });

    const suspendedRows = await list({ query: email }, [{ key: 'suspended', operator: '=', value: true }]);
    expect(suspendedRows.total).toBe(1);

    expect((await admin.post(`/api/v1/admin/users/${id}/unsuspend`)).status).toBe(200);
    expect((await listener.get('/api/v1/notifications')).status).toBe(200);
  });

  it('still lets a suspended user sign out', async () => {
    const email = 'leaving@example.com';
    const listener = await registerListener(app.url, email, PASSWORD);
    expect((await admin.post(`/api/v1/admin/users/${await userId(email)}/suspend`, {})).status).toBe(200);
    expect((await listener.post('/auth/logout')).status).toBe(200);
    expect((await listener.get('/api/v1/notifications')).status).toBe(401);
  });

  it('lifts a suspension on its own once its end has passed', async () => {
    const email = 'until@example.com';
    const listener = await registerListener(app.url, email, PASSWORD);
    const id = await userId(email);
    const until = new Date(app.clock.now().getTime() + 60 * 60_000).toISOString();
    expect((await admin.post(`/api/v1/admin/users/${id}/suspend`, { until })).status).toBe(200);
    expect((await listener.get('/api/v1/notifications')).status).toBe(403);
    app.clock.advance(61 * 60_000);
    expect((await listener.get('/api/v1/notifications')).status).toBe(200);
    const bootstrap = await listener.get('/api/v1/bootstrap-data');
    expect(bootstrap.json).toMatchObject({ user: { banned_at: null } });
    const past = await admin.post(`/api/v1/admin/users/${id}/suspend`, { until: '2000-01-01T00:00:00Z' });
    expect((past.json as { errors: object }).errors).toEqual({
      until: ['The suspension must end in the future.'],
    });
  });

  it('refuses an admin suspending or deleting themselves, and removing the last admin', async () => {
    const self = await userId(DEFAULT_ADMIN_EMAIL);
    const suspend = await admin.post(`/api/v1/admin/users/${self}/suspend`, {});
    expect(suspend.status).toBe(422);
    expect((suspend.json as { message: string }).message).toBe(SELF_SUSPEND);
    const remove = await del(admin, `/api/v1/admin/users/${self}`);
    expect((remove.json as { message: string }).message).toBe(SELF_DELETE);
    const demote = await put(`/api/v1/admin/users/${self}`, { roles: [await roleId('user')] });
    expect(demote.status).toBe(422);
    expect((demote.json as { message: string }).message).toBe(LAST_ADMIN);
    expect((await list({}, [{ key: 'role', operator: '=', value: await roleId('admin') }])).total).toBe(1);
  });
});

describe("a user's account, for the admin", () => {
  it('lists their sessions and logs them out everywhere', async () => {
    const email = 'sessions@example.com';
    const listener = await registerListener(app.url, email, PASSWORD);
    const id = await userId(email);
    const listed = await admin.get(`/api/v1/admin/users/${id}/sessions`);
    expect((listed.json as { sessions: unknown[] }).sessions).toHaveLength(1);
    expect((await del(admin, `/api/v1/admin/users/${id}/sessions`)).status).toBe(200);
    const left = await app.server.services.db.select().from(sessions).where(eq(sessions.user_id, id));
    expect(left).toEqual([]);
    expect((await listener.get('/api/v1/notifications')).status).toBe(401);
  });

  it('mails a password reset link and a verification code, and turns two-factor off', async () => {
    const email = 'mails@example.com';
    await registerListener(app.url, email, PASSWORD);
    const id = await userId(email);
    expect((await admin.post(`/api/v1/admin/users/${id}/password-reset`)).status).toBe(200);
    expect((await lastMailTo(app.server.services.db, email))?.text).toMatch(
      /\/password\/reset\/[\w-]+\?email=/,
    );
    const confirmed = await admin.post(`/api/v1/admin/users/${id}/email-verification`);
    expect((confirmed.json as { errors: object }).errors).toEqual({
      email: ['This email address is already confirmed.'],
    });
    await put(`/api/v1/admin/users/${id}`, { email_verified: false });
    const resent = await admin.post(`/api/v1/admin/users/${id}/email-verification`);
    expect(resent.status, resent.text).toBe(200);
    expect((await lastMailTo(app.server.services.db, email))?.subject).toMatch(/verification code/);
    await app.server.services.db
      .update(users)
      .set({ two_factor_confirmed_at: new Date(), two_factor_secret: 'sealed' })
      .where(eq(users.id, id));
    const off = await del(admin, `/api/v1/admin/users/${id}/two-factor`);
    expect(off.json).toMatchObject({ user: { two_factor_enabled: false } });
  });

  it('lists and revokes their access tokens', async () => {
    const email = 'tokens@example.com';
    const listener = await registerListener(app.url, email, PASSWORD);
    await listener.post('/api/v1/access-tokens', { tokenName: 'deploy' });
    const id = await userId(email);
    const tokens = (await admin.get(`/api/v1/admin/users/${id}/tokens`)).json as {
      tokens: { id: number; name: string }[];
    };
    expect(tokens.tokens.map((token) => token.name)).toEqual(['deploy']);
    const [token] = tokens.tokens;
    expect((await del(admin, `/api/v1/admin/users/${id}/tokens/${token?.id}`)).status).toBe(200);
    expect((await del(admin, `/api/v1/admin/users/${id}/tokens/${token?.id}`)).status).toBe(404);
  });

  it('deletes users in bulk', async () => {
    await registerListener(app.url, 'gone-1@example.com', PASSWORD);
    await registerListener(app.url, 'gone-2@example.com', PASSWORD);
    const ids = [await userId('gone-1@example.com'), await userId('gone-2@example.com')];
    const answer = await del(admin, `/api/v1/admin/users/${ids.join(',')}`);
    expect(answer.json).toEqual({ status: 'success', message: 'Deleted 2 users' });
    expect((await admin.get(`/api/v1/admin/users/${ids[0]}`)).status).toBe(404);
  });
});
