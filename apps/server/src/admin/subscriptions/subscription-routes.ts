import {
  cancelAdminSubscriptionPayloadSchema,
  changeAdminSubscriptionPayloadSchema,
  createAdminSubscriptionPayloadSchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { NO_SUCH_SUBSCRIPTION, subscriptionChanges } from './subscription-changes';
import {
  countSubscriptions,
  readSubscriptions,
  subscriptionListDefinition,
  subscriptionRow,
  subscriptionRows,
} from './subscription-list';

const subscriptionId = (raw: string): number => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id === 0) throw notFound(NO_SUCH_SUBSCRIPTION);
  return id;
};

/**
 * `admin/subscriptions` (doc 001 §2 Admin, §6 `subscriptions.update`): the list, give a user a plan, change its
 * plan, cancel at period end or now, resume, delete. A plan's permissions follow the subscription on the
 * subscriber's next request, as the account is read on every request.
 */
export function adminSubscriptionRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, 'subscriptions.update');
    await next();
  });
  routes.use('/admin/subscriptions', guard);
  routes.use('/admin/subscriptions/*', guard);

  const changes = async (c: Parameters<typeof requirePermission>[0]) =>
    subscriptionChanges(c, services, (await requirePermission(c, services, 'subscriptions.update')).user.id);

  const answer = async (id: number, status: 200 | 201 = 200) => {
    const [subscription] = await readSubscriptions(db, [id], services.now());
    if (!subscription) throw notFound(NO_SUCH_SUBSCRIPTION);
    return { body: { subscription }, status };
  };

  routes.get('/admin/subscriptions', async (c) => {
    const query = readListQuery(c, subscriptionListDefinition);
    const where = listWhere(subscriptionListDefinition, query);
    const now = services.now();
    return c.json(
      await listPage(c, query, {
        count: () => countSubscriptions(db, where, query.query !== ''),
        rows: async (limit, offset) => {
          const rows = await subscriptionRows(db)
            .where(where)
            .orderBy(...listOrder(subscriptionListDefinition, query))
            .limit(limit)
            .offset(offset);
          return rows.map((row) => subscriptionRow(row, now));
        },
      }),
    );
  });

  routes.post('/admin/subscriptions', async (c) => {
    const input = validate(createAdminSubscriptionPayloadSchema, await readBody(c));
    const { body, status } = await answer(await (await changes(c)).create(input), 201);
    return c.json(body, status);
  });

  routes.put('/admin/subscriptions/:id{[0-9]+}', async (c) => {
    const input = validate(changeAdminSubscriptionPayloadSchema, await readBody(c));
    const id = subscriptionId(c.req.param('id'));
    return c.json((await answer(await (await changes(c)).changePlan(id, input))).body);
  });

  routes.post('/admin/subscriptions/:id{[0-9]+}/cancel', async (c) => {
    const input = validate(cancelAdminSubscriptionPayloadSchema, await readBody(c));
    const id = subscriptionId(c.req.param('id'));
    return c.json((await answer(await (await changes(c)).cancel(id, input))).body);
  });

  routes.post('/admin/subscriptions/:id{[0-9]+}/resume', async (c) => {
    const id = subscriptionId(c.req.param('id'));
    return c.json((await answer(await (await changes(c)).resume(id))).body);
  });

  routes.delete('/admin/subscriptions/:ids', async (c) => {
    await (await changes(c)).delete(readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
