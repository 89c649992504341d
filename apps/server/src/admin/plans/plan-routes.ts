import { planPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { requireAccount } from '../../accounts/current-account';
import type { AppBindings, AppServices } from '../../app-context';
import { products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { permissionGrantsSchema } from '../../roles/permission-grants';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { countPlans, planListDefinition, planRow, pricesWithSubscribers, subscriberCount } from './plan-list';
import { refuseUnheldGrants } from './plan-permissions';
import { deletePlans, NO_SUCH_PLAN, type PlanInput, readPlan, savePlan } from './plan-store';
import { syncGatewayNames, syncPlan } from './plan-sync';

/** The permissions are checked against the catalogue by the same rules as a role's. */
const grantsSchema = z.object({ permissions: permissionGrantsSchema });

const planId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id === 0) throw notFound(NO_SUCH_PLAN);
  return id;
};

/**
 * `admin/plans` (doc 001 §2 Admin, §6 `plans.update`): the list, a plan with its prices and the permissions its
 * subscribers get, create, update, delete, and Sync to the configured payment providers. `/pricing` reads the same
 * rows on every request, so a saved change shows there at once.
 */
export function adminPlanRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, 'plans.update');
    await next();
  });
  routes.use('/admin/plans', guard);
  routes.use('/admin/plans/*', guard);

  async function readInput(c: Parameters<typeof requireAccount>[0]): Promise<PlanInput> {
    const body = await readBody(c);
    const plan = validate(planPayloadSchema, body);
    const { permissions } = validate(grantsSchema, { permissions: plan.permissions });
    refuseUnheldGrants(await requireAccount(c, services), permissions);
    return { ...plan, permissions };
  }

  const answer = async (id: number) => ({
    plan: await readPlan(db, id, services.now()),
    sync_gateways: syncGatewayNames(services),
  });

  routes.get('/admin/plans', async (c) => {
    const now = services.now();
    const definition = planListDefinition(now);
    const query = readListQuery(c, definition);
    const where = listWhere(definition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countPlans(db, where),
        rows: async (limit, offset) => {
          const found = await db
            .select({ plan: products, subscribers: subscriberCount(now) })
            .from(products)
            .where(where)
            .orderBy(...listOrder(definition, query))
            .limit(limit)
            .offset(offset);
          const planPrices = await pricesWithSubscribers(
            db,
            found.map((row) => row.plan.id),
            now,
          );
          return found.map((row) => planRow(row.plan, row.subscribers, planPrices));
        },
      }),
    );
  });

  routes.post('/admin/plans', async (c) => {
    const id = await savePlan(db, null, await readInput(c), services.now());
    return c.json(await answer(id), 201);
  });

  routes.get('/admin/plans/:id{[0-9]+}', async (c) => c.json(await answer(planId(c.req.param('id')))));

  routes.put('/admin/plans/:id{[0-9]+}', async (c) => {
    const id = planId(c.req.param('id'));
    await savePlan(db, id, await readInput(c), services.now());
    return c.json(await answer(id));
  });

  routes.post('/admin/plans/:id{[0-9]+}/sync', async (c) => {
    const account = await requireAccount(c, services);
    const synced = await syncPlan(c, services, planId(c.req.param('id')), account.user.id);
    return c.json({ synced });
  });

  routes.delete('/admin/plans/:ids', async (c) => {
    await deletePlans(db, readBulkIds(c.req.param('ids')), services.now());
    return c.json({ status: 'success' as const });
  });

  return routes;
}
