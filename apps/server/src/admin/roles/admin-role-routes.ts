import { count } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { roles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { PERMISSION_CATALOGUE } from '../../roles/permission-catalogue';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { ROLE_LIST } from './role-list';
import { countMembers, memberCandidates, memberRows, ROLE_MEMBER_LIST } from './role-members';
import { roleMembersPayloadSchema, rolePayloadSchema } from './role-payload';
import { adminRole, roleRows } from './role-rows';
import { addMembers, deleteRoles, memberCount, removeMembers, saveRole } from './role-store';

/** Every roles endpoint needs both: the admin area and the roles section (doc 001 §6). */
const requireRolesAdmin = (c: Context<AppBindings>, services: AppServices) =>
  requireAdminSection(c, services, 'roles.update');

function roleIdOf(c: Context<AppBindings>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('There is no such role.');
  return id;
}

/** The catalogue grouped by area, in the catalogue's order. */
function catalogueGroups() {
  const groups = new Map<string, (typeof PERMISSION_CATALOGUE)[number][]>();
  for (const permission of PERMISSION_CATALOGUE) {
    groups.set(permission.group, [...(groups.get(permission.group) ?? []), permission]);
  }
  return [...groups].map(([name, permissions]) => ({ name, permissions }));
}

/**
 * `admin/permissions` and `admin/roles…` (operator reference §15): the permission catalogue, the roles list, a
 * role's details and permissions, and its members. Nothing caches permissions between requests, so a change
 * applies to every member on their next request.
 */
export function adminRoleRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  const { db } = services;

  routes.get('/admin/permissions', async (c) => {
    // Every editor that grants permissions reads the catalogue: roles, a user's own grants, a plan's.
    await requireAdminSection(c, services, 'roles.update', 'users.update', 'plans.update');
    return c.json({ groups: catalogueGroups() });
  });

  routes.get('/admin/roles', async (c) => {
    await requireRolesAdmin(c, services);
    const query = readListQuery(c, ROLE_LIST);
    const where = listWhere(ROLE_LIST, query);
    return c.json(
      await listPage(c, query, {
        count: async () => (await db.select({ value: count() }).from(roles).where(where))[0]?.value ?? 0,
        rows: (limit, offset) => roleRows(db, where, listOrder(ROLE_LIST, query), limit, offset),
      }),
    );
  });

  const answerRole = async (c: Context<AppBindings>, id: number, status: 200 | 201 = 200) => {
    const role = await adminRole(db, id);
    if (!role) throw notFound('There is no such role.');
    return c.json({ role }, status);
  };

  routes.post('/admin/roles', async (c) => {
    await requireRolesAdmin(c, services);
    const input = validate(rolePayloadSchema, await readBody(c));
    return answerRole(c, await saveRole(db, null, input), 201);
  });

  routes.get('/admin/roles/:id{[0-9]+}', async (c) => {
    await requireRolesAdmin(c, services);
    return answerRole(c, roleIdOf(c));
  });

  routes.put('/admin/roles/:id{[0-9]+}', async (c) => {
    await requireRolesAdmin(c, services);
    const id = roleIdOf(c);
    const input = validate(rolePayloadSchema, await readBody(c));
    return answerRole(c, await saveRole(db, id, input));
  });

  routes.delete('/admin/roles/:ids', async (c) => {
    await requireRolesAdmin(c, services);
    await deleteRoles(db, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  routes.get('/admin/roles/:id{[0-9]+}/users', async (c) => {
    await requireRolesAdmin(c, services);
    const id = roleIdOf(c);
    if (!(await adminRole(db, id))) throw notFound('There is no such role.');
    const query = readListQuery(c, ROLE_MEMBER_LIST);
    const where = listWhere(ROLE_MEMBER_LIST, query);
    return c.json(
      await listPage(c, query, {
        count: () => countMembers(db, id, where),
        rows: (limit, offset) => memberRows(db, id, where, listOrder(ROLE_MEMBER_LIST, query), limit, offset),
      }),
    );
  });

  routes.get('/admin/roles/:id{[0-9]+}/candidates', async (c) => {
    await requireRolesAdmin(c, services);
    const id = roleIdOf(c);
    const query = (c.req.query('query') ?? '').slice(0, 200);
    return c.json({ users: await memberCandidates(db, id, query) });
  });

  routes.post('/admin/roles/:id{[0-9]+}/users', async (c) => {
    await requireRolesAdmin(c, services);
    const id = roleIdOf(c);
    const { userIds } = validate(roleMembersPayloadSchema, await readBody(c));
    await addMembers(db, id, userIds);
    return c.json({ users_count: await memberCount(db, id) });
  });

  routes.post('/admin/roles/:id{[0-9]+}/users/remove', async (c) => {
    await requireRolesAdmin(c, services);
    const id = roleIdOf(c);
    const { userIds } = validate(roleMembersPayloadSchema, await readBody(c));
    await removeMembers(db, id, userIds);
    return c.json({ users_count: await memberCount(db, id) });
  });

  return routes;
}
