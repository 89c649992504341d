import {
  createAdminUserPayloadSchema,
  suspendUserPayloadSchema,
  updateAdminUserPayloadSchema,
} from '@tonearm/client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { roles, users } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { adminUserAccountRoutes } from './admin-user-account-routes';
import { userListDefinition, userRowColumns } from './user-list';
import { loadAdminUser, userRowPayload } from './user-payload';
import { createUser, deleteUsers, suspendUser, updateUser } from './user-writes';
import { usersCsvStream } from './users-csv';

/** The `{id}` of a path, a positive integer, or a 404 (a path that names no user). */
export function userIdParam(c: Context<AppBindings>, name = 'id'): number {
  const id = Number(c.req.param(name));
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** The users section of the admin area (doc 001 §2 `/admin/users`); every route needs `users.update`. */
export function adminUserRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  const answerUser = async (c: Context<AppBindings>, id: number, status: 200 | 201 = 200) => {
    const user = await loadAdminUser(db, id, services.now());
    if (!user) throw notFound();
    return c.json({ user }, status);
  };

  routes.get('/admin/users', async (c) => {
    await requireAdminSection(c, services, 'users.update');
    const now = services.now();
    const definition = userListDefinition(now);
    const query = readListQuery(c, definition);
    const where = listWhere(definition, query);
    return c.json(
      await listPage(c, query, {
        count: async () =>
          (await db.select({ count: sql<number>`count(*)::int` }).from(users).where(where))[0]?.count ?? 0,
        rows: async (limit, offset) => {
          const rows = await db
            .select(userRowColumns(now))
            .from(users)
            .where(where)
            .orderBy(...listOrder(definition, query))
            .limit(limit)
            .offset(offset);
          return rows.map((row) => userRowPayload(row, now));
        },
      }),
    );
  });

  routes.get('/admin/users/export.csv', async (c) => {
    await requireAdminSection(c, services, 'users.update');
    const query = readListQuery(c, userListDefinition(services.now()));
    return c.body(usersCsvStream(services, query), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="users.csv"',
      'Cache-Control': 'no-store',
    });
  });

  routes.get('/admin/users/roles', async (c) => {
    await requireAdminSection(c, services, 'users.update');
    const rows = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.guests, false))
      .orderBy(asc(roles.name));
    return c.json({ roles: rows });
  });

  routes.post('/admin/users', async (c) => {
    const actor = await requireAdminSection(c, services, 'users.update');
    const payload = validate(createAdminUserPayloadSchema, await readBody(c));
    return answerUser(c, await createUser(services, actor, payload), 201);
  });

  routes.get('/admin/users/:id{[0-9]+}', async (c) => {
    await requireAdminSection(c, services, 'users.update');
    return answerUser(c, userIdParam(c));
  });

  routes.put('/admin/users/:id{[0-9]+}', async (c) => {
    const actor = await requireAdminSection(c, services, 'users.update');
    const id = userIdParam(c);
    await updateUser(services, actor, id, validate(updateAdminUserPayloadSchema, await readBody(c)));
    return answerUser(c, id);
  });

  routes.post('/admin/users/:id{[0-9]+}/suspend', async (c) => {
    const actor = await requireAdminSection(c, services, 'users.update');
    const id = userIdParam(c);
    const { until, reason } = validate(suspendUserPayloadSchema, await readBody(c));
    await suspendUser(services, actor, id, until ? new Date(until) : null, reason ?? null);
    return answerUser(c, id);
  });

  routes.post('/admin/users/:id{[0-9]+}/unsuspend', async (c) => {
    await requireAdminSection(c, services, 'users.update');
    const id = userIdParam(c);
    const changed = await db
      .update(users)
      .set({ banned_at: null, banned_until: null, ban_reason: null, updated_at: services.now() })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (changed.length === 0) throw notFound();
    return answerUser(c, id);
  });

  routes.delete('/admin/users/:ids{[0-9,]+}', async (c) => {
    const actor = await requireAdminSection(c, services, 'users.update');
    const ids = readBulkIds(c.req.param('ids'));
    if (ids.length === 0) throw new ValidationError({ ids: ['Choose the users to delete.'] });
    const count = await deleteUsers(services, actor, ids);
    return c.json({ status: 'success', message: `Deleted ${count} ${count === 1 ? 'user' : 'users'}` });
  });

  routes.route('/', adminUserAccountRoutes(services));
  return routes;
}
