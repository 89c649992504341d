import { bootstrapDataSchema } from '@tonearm/client/contract';
import { checkOverQuotaOrNoPermission, encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, roleUser, users } from '../../db/schema';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
  signInWithPermissions,
} from '../test-support/admin-audiences';
import { isUniqueViolation } from './role-store';

let app: TestServer;
let audiences: Record<AdminAudience, TestVisitor>;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  audiences = await adminAudiences(app, 'roles.update');
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

interface RoleAnswer {
  role: {
    id: number;
    name: string;
    default: boolean;
    guests: boolean;
    users_count: number;
    permissions: { name: string; restrictions: { name: string; value: number | null }[] }[];
  };
}
interface PageAnswer<T> {
  pagination: { data: T[]; total: number };
}

let createdRoles = 0;
async function createRole(body: Record<string, unknown> = {}): Promise<RoleAnswer['role']> {
  createdRoles += 1;
  const answer = await admin.post('/api/v1/admin/roles', { name: `Role ${createdRoles}`, ...body });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as RoleAnswer).role;
}

async function userId(email: string): Promise<number> {
  const [user] = await app.server.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

const roleByName = async (name: string) => {
  const list = await admin.get(`/api/v1/admin/roles?${new URLSearchParams({ query: name, perPage: '100' })}`);
  const found = (list.json as PageAnswer<{ id: number; name: string }>).pagination.data.find(
    (role) => role.name === name,
  );
  if (!found) throw new Error(`No role ${name}`);
  return found.id;
};

describe('who may use the roles endpoints', () => {
  const endpoints: {
    name: string;
    allowed: number;
    call: (visitor: TestVisitor) => Promise<{ status: number }>;
  }[] = [
    { name: 'GET admin/permissions', allowed: 200, call: (v) => v.get('/api/v1/admin/permissions') },
    { name: 'GET admin/roles', allowed: 200, call: (v) => v.get('/api/v1/admin/roles') },
    {
      name: 'POST admin/roles',
      allowed: 201,
      call: (v) => v.post('/api/v1/admin/roles', { name: `Audience ${Math.random()}` }),
    },
    {
      name: 'GET admin/roles/{id}',
      allowed: 200,
      call: async (v) => v.get(`/api/v1/admin/roles/${await roleByName('user')}`),
    },
    {
      name: 'PUT admin/roles/{id}',
      allowed: 200,
      call: async (v) => {
        const { id, name } = await createRole();
        return v.request(`/api/v1/admin/roles/${id}`, { method: 'PUT', body: { name } });
      },
    },
    {
      name: 'DELETE admin/roles/{ids}',
      allowed: 200,
      call: async (v) => v.request(`/api/v1/admin/roles/${(await createRole()).id}`, { method: 'DELETE' }),
    },
    {
      name: 'GET admin/roles/{id}/users',
      allowed: 200,
      call: async (v) => v.get(`/api/v1/admin/roles/${await roleByName('admin')}/users`),
    },
    {
      name: 'GET admin/roles/{id}/candidates',
      allowed: 200,
      call: async (v) => v.get(`/api/v1/admin/roles/${await roleByName('admin')}/candidates?query=a`),
    },
    {
      name: 'POST admin/roles/{id}/users',
      allowed: 200,
      call: async (v) =>
        v.post(`/api/v1/admin/roles/${(await createRole()).id}/users`, {
          userIds: [await userId('admin@tonearm.local')],
        }),
    },
    {
      name: 'POST admin/roles/{id}/users/remove',
      allowed: 200,
      call: async (v) =>
        v.post(`/api/v1/admin/roles/${(await createRole()).id}/users/remove`, {
          userIds: [await userId('admin@tonearm.local')],
        }),
    },
  ];

  it.each(
    endpoints.flatMap((endpoint) =>
      ADMIN_AUDIENCES.map((audience) => [endpoint.name, audience, endpoint] as const),
    ),
  )('%s answers the %s as its permissions allow', async (_, audience, endpoint) => {
    const answer = await endpoint.call(audiences[audience]);
    expect(answer.status).toBe(expectedAdminStatus(audience, endpoint.allowed));
  });
});

describe('GET admin/permissions', () => {
  it.each([
    ['users.update', 200],
    ['plans.update', 200],
    ['subscriptions.update', 403],
  ])('opens the catalogue to the editors that grant permissions: %s gets %i', async (permission, status) => {
    const holder = await signInWithPermissions(app, ['admin.access', permission]);
    expect((await holder.get('/api/v1/admin/permissions')).status).toBe(status);
  });

  it('lists the catalogue by area with the restrictions each permission takes', async () => {
    const answer = await admin.get('/api/v1/admin/permissions');
    const groups = (
      answer.json as { groups: { name: string; permissions: { name: string; restrictions: unknown[] }[] }[] }
    ).groups;
    const music = groups.find((group) => group.name === 'music');
    expect(music?.permissions.find((permission) => permission.name === 'music.create')?.restrictions).toEqual(
      [
        expect.objectContaining({ name: 'minutes', type: 'number' }),
        expect.objectContaining({ name: 'artist_selection', type: 'boolean' }),
      ],
    );
  });
});

describe('creating and editing roles', () => {
  it('stores permissions with their restrictions and answers them back', async () => {
    const role = await createRole({
      description: 'Uploads an hour a month',
      permissions: [
        {
          name: 'music.create',
          restrictions: [
            { name: 'minutes', value: 60 },
            { name: 'artist_selection', value: 0 },
          ],
        },
        { name: 'music.view', restrictions: [] },
      ],
    });
    const read = await admin.get(`/api/v1/admin/roles/${role.id}`);
    expect((read.json as RoleAnswer).role.permissions).toEqual([
      {
        name: 'music.create',
        restrictions: [
          { name: 'minutes', value: 60 },
          { name: 'artist_selection', value: 0 },
        ],
      },
      { name: 'music.view', restrictions: [] },
    ]);
  });

  it.each([
    ['an unknown permission', { permissions: [{ name: 'music.fly' }] }, 'permissions.0.name'],
    [
      'a restriction the permission does not take',
      { permissions: [{ name: 'music.view', restrictions: [{ name: 'minutes', value: 1 }] }] },
      'permissions.0.restrictions.0.name',
    ],
    [
      'a negative limit',
      { permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: -1 }] }] },
      'permissions.0.restrictions.0.value',
    ],
    [
      'a yes/no restriction other than 1 or 0',
      { permissions: [{ name: 'music.create', restrictions: [{ name: 'artist_selection', value: 2 }] }] },
      'permissions.0.restrictions.0.value',
    ],
    ['an empty name', { name: '  ' }, 'name'],
    ['a guests role given to new accounts', { guests: true, default: true }, 'default'],
    ['a name another role has', { name: 'ADMIN' }, 'name'],
  ])('refuses %s with 422 on the field', async (_, body, field) => {
    const answer = await admin.post('/api/v1/admin/roles', { name: `Refused ${Math.random()}`, ...body });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.json as { errors: Record<string, string[]> }).errors)).toContain(field);
  });

  it('recognises the unique index refusing a name, which two saves at once would meet', async () => {
    const { db } = app.server.services;
    const duplicate = await db
      .insert(roles)
      .values({ name: 'admin' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const orphan = await db
      .insert(roleUser)
      .values({ user_id: 999_999, role_id: 1 })
      .catch((error: unknown) => error);
    expect(orphan).toBeInstanceOf(Error);
    expect(isUniqueViolation(orphan)).toBe(false);
  });

  it('moves the guests flag to the role made the guests role, and keeps it on the guests role otherwise', async () => {
    const guestsId = await roleByName('guest');
    const keep = await admin.request(`/api/v1/admin/roles/${guestsId}`, {
      method: 'PUT',
      body: { name: 'guest', guests: false, permissions: [{ name: 'music.view' }] },
    });
    expect(keep.status).toBe(422);
    const next = await createRole({
      guests: true,
      permissions: [{ name: 'music.view' }, { name: 'music.play' }],
    });
    const previous = (await admin.get(`/api/v1/admin/roles/${guestsId}`)).json as RoleAnswer;
    expect(previous.role.guests).toBe(false);
    expect(next.guests).toBe(true);
    const back = await admin.request(`/api/v1/admin/roles/${guestsId}`, {
      method: 'PUT',
      body: { ...previous.role, guests: true, description: null },
    });
    expect(back.status, back.text).toBe(200);
  });

  it('keeps at least one default role', async () => {
    const userRole = (await admin.get(`/api/v1/admin/roles/${await roleByName('user')}`)).json as RoleAnswer;
    const off = await admin.request(`/api/v1/admin/roles/${userRole.role.id}`, {
      method: 'PUT',
      body: { ...userRole.role, description: null, default: false },
    });
    expect(off.status).toBe(422);
    expect(off.json).toMatchObject({ errors: { default: [expect.any(String)] } });
  });
});

describe('listing roles', () => {
  it('searches, sorts and filters, with member and permission counts', async () => {
    const answer = await admin.get(
      `/api/v1/admin/roles?${new URLSearchParams({
        orderBy: 'name',
        orderDir: 'asc',
        filters: encodeListFilters([{ key: 'default', operator: '=', value: true }]),
      })}`,
    );
    expect(answer.status).toBe(200);
    const rows = (
      answer.json as PageAnswer<{
        name: string;
        default: boolean;
        users_count: number;
        permissions_count: number;
      }>
    ).pagination.data;
    expect(rows.map((row) => row.name)).toEqual(['user']);
    expect(rows[0]?.users_count).toBeGreaterThan(0);
    expect(rows[0]?.permissions_count).toBe(4);
  });

  it('refuses a sort it does not offer', async () => {
    expect((await admin.get('/api/v1/admin/roles?orderBy=password')).status).toBe(422);
  });
});

describe('deleting roles', () => {
  it('refuses the guests role, the last default role, the last admin role and a role a plan gives', async () => {
    // The seeded plans give the subscriber role.
    for (const name of ['guest', 'user', 'admin', 'subscriber']) {
      const answer = await admin.request(`/api/v1/admin/roles/${await roleByName(name)}`, {
        method: 'DELETE',
      });
      expect(answer.status, name).toBe(422);
    }
  });

  it('deletes several roles at once', async () => {
    const [first, second] = [await createRole(), await createRole()];
    const answer = await admin.request(`/api/v1/admin/roles/${first.id},${second.id}`, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect((await admin.get(`/api/v1/admin/roles/${first.id}`)).status).toBe(404);
  });
});

describe('members', () => {
  it('adds, lists, searches and removes members', async () => {
    const role = await createRole();
    await registerListener(app.url, 'member-one@example.com', 'correct horse battery');
    await registerListener(app.url, 'member-two@example.com', 'correct horse battery');
    const ids = [await userId('member-one@example.com'), await userId('member-two@example.com')];
    const candidates = await admin.get(`/api/v1/admin/roles/${role.id}/candidates?query=member-`);
    expect((candidates.json as { users: { email: string }[] }).users.map((user) => user.email)).toEqual([
      'member-one@example.com',
      'member-two@example.com',
    ]);
    const added = await admin.post(`/api/v1/admin/roles/${role.id}/users`, { userIds: ids });
    expect(added.json).toEqual({ users_count: 2 });
    const left = await admin.get(`/api/v1/admin/roles/${role.id}/candidates?query=member-`);
    expect((left.json as { users: unknown[] }).users).toEqual([]);
    const found = await admin.get(`/api/v1/admin/roles/${role.id}/users?query=two`);
    expect(
      (found.json as PageAnswer<{ email: string }>).pagination.data.map((member) => member.email),
    ).toEqual(['member-two@example.com']);
    const removed = await admin.post(`/api/v1/admin/roles/${role.id}/users/remove`, { userIds: [ids[0]] });
    expect(removed.json).toEqual({ users_count: 1 });
  });

  it('refuses unknown users and members for the guests role', async () => {
    const role = await createRole();
    expect((await admin.post(`/api/v1/admin/roles/${role.id}/users`, { userIds: [999_999] })).status).toBe(
      422,
    );
    const guests = await roleByName('guest');
    const answer = await admin.post(`/api/v1/admin/roles/${guests}/users`, {
      userIds: [await userId('admin@tonearm.local')],
    });
    expect(answer.status).toBe(422);
  });

  it('refuses to remove the last admin', async () => {
    const answer = await admin.post(`/api/v1/admin/roles/${await roleByName('admin')}/users/remove`, {
      userIds: [await userId('admin@tonearm.local')],
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { userIds: [expect.stringContaining('admin')] } });
  });
});

describe('a role given a permission', () => {
  it('grants it to its members on their next request, and taking it away refuses them again', async () => {
    const email = 'log-reader@example.com';
    const member = await registerListener(app.url, email, 'correct horse battery');
    const role = await createRole();
    await admin.post(`/api/v1/admin/roles/${role.id}/users`, { userIds: [await userId(email)] });
    expect((await member.get('/api/v1/logs/outgoing-email')).status).toBe(403);

    const grant = await admin.request(`/api/v1/admin/roles/${role.id}`, {
      method: 'PUT',
      // The mail log is an admin screen: it takes the admin area's own permission as well.
      body: { name: role.name, permissions: [{ name: 'admin.access' }, { name: 'logs.view' }] },
    });
    expect(grant.status).toBe(200);
    expect((await member.get('/api/v1/logs/outgoing-email')).status).toBe(200);

    await admin.request(`/api/v1/admin/roles/${role.id}`, { method: 'PUT', body: { name: role.name } });
    expect((await member.get('/api/v1/logs/outgoing-email')).status).toBe(403);
  });

  it('hands its members the restriction values the editor wrote, which the quota check reads', async () => {
    const email = 'uploader@example.com';
    const member = await registerListener(app.url, email, 'correct horse battery');
    const role = await createRole({
      permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] }],
    });
    await admin.post(`/api/v1/admin/roles/${role.id}/users`, { userIds: [await userId(email)] });
    const { user } = bootstrapDataSchema.parse((await member.get('/api/v1/bootstrap-data')).json);
    if (!user) throw new Error('The member is not signed in');
    const viewer = { user: { permissions: user.permissions ?? [] } };
    const quota = (currentCount: number) =>
      checkOverQuotaOrNoPermission(viewer, {
        permission: 'music.create',
        restriction: 'minutes',
        currentCount,
      });
    expect(quota(59)).toMatchObject({ overQuota: false, noPermission: false });
    expect(quota(60)).toMatchObject({ overQuota: true, noPermission: false });
  });
});
