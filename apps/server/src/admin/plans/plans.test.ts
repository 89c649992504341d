import {
  type AdminPlanResponse,
  adminPlanResponseSchema,
  adminPlanRowSchema,
  type PlanPayload,
  paginatedResponseSchema,
  productListResponseSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { products, roles, subscriptions, users } from '../../db/schema';
import { jsonAnswer, RecordingFetch } from '../../test-support/recording-fetch';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
  signInWithPermissions,
} from '../test-support/admin-audiences';
import { NO_PROVIDER_MESSAGE } from './plan-sync';

let app: TestServer;
let admin: TestVisitor;
let listeners = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;
const listSchema = paginatedResponseSchema(adminPlanRowSchema);

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/${path}`, { method, body });

const payload = (overrides: Partial<PlanPayload> = {}): PlanPayload => ({
  name: 'Studio',
  description: 'For people who make music.',
  position: 5,
  recommended: false,
  hidden: false,
  free: false,
  feature_list: ['Upload your tracks'],
  permissions: [],
  prices: [{ amount: 7, currency: 'USD', interval: 'month', interval_count: 1 }],
  ...overrides,
});

async function createPlan(overrides: Partial<PlanPayload> = {}): Promise<AdminPlanResponse['plan']> {
  const answer = await send(admin, 'POST', 'admin/plans', payload(overrides));
  expect(answer.status, answer.text).toBe(201);
  return adminPlanResponseSchema.parse(answer.json).plan;
}

const asPayload = (plan: AdminPlanResponse['plan']): PlanPayload => ({
  name: plan.name,
  description: plan.description,
  position: plan.position,
  recommended: plan.recommended,
  hidden: plan.hidden,
  free: plan.free,
  feature_list: plan.feature_list,
  permissions: plan.permissions,
  prices: plan.prices.map(({ subscribers: _, ...price }) => price),
});

async function pricing() {
  const answer = await new TestVisitor(app.url).get('/api/v1/billing/products');
  return productListResponseSchema.parse(answer.json).pagination.data;
}

async function listener() {
  const email = `plan-listener-${++listeners}@example.com`;
  const visitor = await registerListener(app.url, email, 'correct horse battery');
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('The listener was not registered');
  return { visitor, userId: user.id };
}

async function subscribe(userId: number, plan: AdminPlanResponse['plan'], priceIndex = 0) {
  await db()
    .insert(subscriptions)
    .values({
      user_id: userId,
      product_id: plan.id,
      price_id: plan.prices[priceIndex]?.id ?? null,
      gateway_name: 'none',
      status: 'active',
    });
}

async function permissionsOf(visitor: TestVisitor) {
  const user = userResponseSchema.parse((await visitor.get('/api/v1/users/me')).json).user;
  return (user.permissions ?? []).map((permission) => permission.name);
}

describe('admin plans', () => {
  it('lists plans with their prices and subscribers, searched, sorted and filtered', async () => {
    const plan = await createPlan({ name: 'Listed zebra plan', hidden: true });
    const { userId } = await listener();
    await subscribe(userId, plan);
    const page = async (params: Record<string, string>) => {
      const answer = await admin.get(`/api/v1/admin/plans?${new URLSearchParams(params)}`);
      expect(answer.status, answer.text).toBe(200);
      return listSchema.parse(answer.json).pagination;
    };
    const found = await page({ query: 'zebra' });
    expect(found.data).toEqual([
      expect.objectContaining({
        id: plan.id,
        hidden: true,
        subscribers: 1,
        prices: [expect.objectContaining({ amount: 7, subscribers: 1 })],
      }),
    ]);
    const byName = await page({ orderBy: 'name', orderDir: 'asc', perPage: '100' });
    const names = byName.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const hidden = await page({
      filters: encodeListFilters([{ key: 'hidden', operator: '=', value: true }]),
    });
    expect(hidden.data.every((row) => row.hidden)).toBe(true);
    expect(hidden.data.map((row) => row.id)).toContain(plan.id);
    const subscribed = await page({
      filters: encodeListFilters([{ key: 'subscribers', operator: '>', value: 0 }]),
    });
    expect(subscribed.data.map((row) => row.id)).toContain(plan.id);
    expect(subscribed.data.every((row) => row.subscribers > 0)).toBe(true);
  });

  it('refuses an unknown sort or filter with 422', async () => {
    expect((await admin.get('/api/v1/admin/plans?orderBy=role_id')).status).toBe(422);
    const filters = encodeListFilters([{ key: 'role_id', operator: '=', value: 1 }]);
    expect((await admin.get(`/api/v1/admin/plans?filters=${filters}`)).status).toBe(422);
  });

  it('shows a renamed plan and its added price on /pricing at once', async () => {
    const plan = await createPlan({ name: 'Before rename', position: 50 });
    expect((await pricing()).map((listed) => listed.name)).toContain('Before rename');
    const body = asPayload(plan);
    const answer = await send(admin, 'PUT', `admin/plans/${plan.id}`, {
      ...body,
      name: 'After rename',
      prices: [...body.prices, { amount: 70, currency: 'USD', interval: 'year', interval_count: 1 }],
    });
    expect(answer.status, answer.text).toBe(200);
    const listed = (await pricing()).find((candidate) => candidate.id === plan.id);
    expect(listed?.name).toBe('After rename');
    expect(listed?.prices.map((price) => [price.amount, price.interval])).toEqual([
      [7, 'month'],
      [70, 'year'],
    ]);
  });

  it('refuses to change the terms of a price that subscribers pay, and takes a new price beside it', async () => {
    const plan = await createPlan();
    await subscribe((await listener()).userId, plan);
    const body = asPayload(plan);
    const [paid] = body.prices;
    if (!paid) throw new Error('The plan has no price');
    const changed = await send(admin, 'PUT', `admin/plans/${plan.id}`, {
      ...body,
      prices: [{ ...paid, amount: 8 }],
    });
    expect(changed.status).toBe(422);
    expect(changed.json).toMatchObject({
      errors: {
        'prices.0.amount': ['One subscriber pays this price, so it cannot change: add a new price instead.'],
      },
    });
    const removed = await send(admin, 'PUT', `admin/plans/${plan.id}`, { ...body, prices: [] });
    expect(removed.status).toBe(422);
    expect(removed.json).toMatchObject({
      errors: { prices: [expect.stringContaining('cannot be deleted')] },
    });
    const added = await send(admin, 'PUT', `admin/plans/${plan.id}`, {
      ...body,
      prices: [paid, { amount: 8, currency: 'USD', interval: 'month', interval_count: 1 }],
    });
    expect(added.status, added.text).toBe(200);
    expect(
      adminPlanResponseSchema.parse(added.json).plan.prices.map((price) => [price.amount, price.subscribers]),
    ).toEqual([
      [7, 1],
      [8, 0],
    ]);
  });

  it('changes and deletes a price nobody pays', async () => {
    const plan = await createPlan({
      prices: [
        { amount: 3, currency: 'EUR', interval: 'month', interval_count: 1 },
        { amount: 30, currency: 'EUR', interval: 'year', interval_count: 1 },
      ],
    });
    const body = asPayload(plan);
    const [monthly] = body.prices;
    if (!monthly) throw new Error('The plan has no price');
    const answer = await send(admin, 'PUT', `admin/plans/${plan.id}`, {
      ...body,
      prices: [{ ...monthly, amount: 4, interval: 'day', interval_count: 7 }],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(adminPlanResponseSchema.parse(answer.json).plan.prices).toEqual([
      { id: monthly.id, amount: 4, currency: 'EUR', interval: 'day', interval_count: 7, subscribers: 0 },
    ]);
  });

  it('refuses bad input with 422 naming the fields', async () => {
    const answer = await send(admin, 'POST', 'admin/plans', {
      ...payload(),
      name: '  ',
      prices: [{ amount: -1, currency: 'dollars', interval: 'month', interval_count: 13 }],
      permissions: [{ name: 'no.such.permission', restrictions: [] }],
    });
    expect(answer.status).toBe(422);
    const { errors } = z.object({ errors: z.record(z.string(), z.array(z.string())) }).parse(answer.json);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['name', 'prices.0.amount', 'prices.0.currency', 'prices.0.interval_count']),
    );
    const free = await send(admin, 'POST', 'admin/plans', payload({ free: true }));
    expect(free.json).toMatchObject({ errors: { prices: ['A free plan has no prices.'] } });
    const unknown = await send(
      admin,
      'POST',
      'admin/plans',
      payload({ prices: [], permissions: [{ name: 'no.such', restrictions: [] }] }),
    );
    expect(unknown.status).toBe(422);
    expect(
      Object.keys(z.object({ errors: z.record(z.string(), z.unknown()) }).parse(unknown.json).errors),
    ).toEqual(['permissions.0.name']);
  });

  it('grants its permissions to subscribers from their next request, without changing a plan sharing its role', async () => {
    const [premium] = await db().select().from(products).where(eq(products.name, 'Premium'));
    if (!premium) throw new Error('The seeded Premium plan is missing');
    const plan = adminPlanResponseSchema.parse(
      (await admin.get(`/api/v1/admin/plans/${premium.id}`)).json,
    ).plan;
    const { visitor, userId } = await listener();
    await subscribe(userId, plan);
    expect(await permissionsOf(visitor)).not.toContain('music.create');
    const answer = await send(admin, 'PUT', `admin/plans/${plan.id}`, {
      ...asPayload(plan),
      permissions: [
        ...plan.permissions,
        { name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(adminPlanResponseSchema.parse(answer.json).plan.permissions).toContainEqual({
      name: 'music.create',
      restrictions: [{ name: 'minutes', value: 60 }],
    });
    expect(await permissionsOf(visitor)).toContain('music.create');
    const [family] = await db().select().from(products).where(eq(products.name, 'Family'));
    const [shared] = await db().select().from(roles).where(eq(roles.name, 'subscriber'));
    expect(family?.role_id).toBe(shared?.id);
  });

  it('refuses a permission the editor does not hold', async () => {
    const editor = await signInWithPermissions(app, ['admin.access', 'plans.update']);
    const answer = await send(
      editor,
      'POST',
      'admin/plans',
      payload({ permissions: [{ name: 'users.update', restrictions: [] }] }),
    );
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { 'permissions.0.name': [expect.stringContaining('do not hold')] },
    });
  });

  it('refuses to delete a plan with subscribers, and deletes one without', async () => {
    const held = await createPlan({ permissions: [{ name: 'music.create', restrictions: [] }] });
    await subscribe((await listener()).userId, held);
    const free = await createPlan({ permissions: [{ name: 'music.create', restrictions: [] }] });
    const refused = await send(admin, 'DELETE', `admin/plans/${held.id},${free.id}`);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { ids: [expect.stringContaining('1 subscriber')] } });
    const [role] = await db()
      .select({ role_id: products.role_id })
      .from(products)
      .where(eq(products.id, free.id));
    const deleted = await send(admin, 'DELETE', `admin/plans/${free.id}`);
    expect(deleted.status).toBe(200);
    expect(await db().select().from(products).where(eq(products.id, free.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(roles)
        .where(eq(roles.id, role?.role_id ?? 0)),
    ).toEqual([]);
    expect((await admin.get(`/api/v1/admin/plans/${free.id}`)).status).toBe(404);
  });

  it('says Sync needs a payment provider when none is configured', async () => {
    const plan = await createPlan();
    expect(
      adminPlanResponseSchema.parse((await admin.get(`/api/v1/admin/plans/${plan.id}`)).json).sync_gateways,
    ).toEqual([]);
    const answer = await send(admin, 'POST', `admin/plans/${plan.id}/sync`);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ message: NO_PROVIDER_MESSAGE });
  });
});

describe('admin plans with Stripe configured', () => {
  const stripe = new RecordingFetch();
  let withStripe: TestServer;
  beforeAll(async () => {
    withStripe = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_plans' }, { fetch: stripe.fetch });
  }, 60_000);
  afterAll(() => withStripe?.stop());

  it('pushes each price to Stripe once, then renames its product on the next Sync', async () => {
    stripe.answer((request) => {
      if (request.method === 'POST' && request.url.pathname === '/v1/prices')
        return jsonAnswer({ id: 'price_1' });
      if (request.method === 'GET' && request.url.pathname === '/v1/prices/price_1')
        return jsonAnswer({ id: 'price_1', product: 'prod_1' });
      if (request.url.pathname === '/v1/products/prod_1') return jsonAnswer({ id: 'prod_1' });
      return undefined;
    });
    const stripeAdmin = await signInAdmin(withStripe);
    const created = await stripeAdmin.request('/api/v1/admin/plans', {
      method: 'POST',
      body: payload({ name: 'Synced' }),
    });
    const plan = adminPlanResponseSchema.parse(created.json);
    expect(plan.sync_gateways).toEqual(['stripe']);
    const first = await stripeAdmin.post(`/api/v1/admin/plans/${plan.plan.id}/sync`);
    expect(first.json).toEqual({ synced: ['stripe'] });
    const [made] = stripe.to('https://api.stripe.com/v1/prices');
    expect(Object.fromEntries(new URLSearchParams(made?.body))).toMatchObject({
      currency: 'usd',
      unit_amount: '700',
      'recurring[interval]': 'month',
    });
    expect(new URLSearchParams(made?.body).get('product_data[name]')).toBe('Synced');
    await stripeAdmin.post(`/api/v1/admin/plans/${plan.plan.id}/sync`);
    expect(stripe.to('https://api.stripe.com/v1/prices')).toHaveLength(1);
    expect(
      new URLSearchParams(stripe.to('https://api.stripe.com/v1/products/prod_1')[0]?.body).get('name'),
    ).toBe('Synced');
  });
});

describe('who may use admin/plans', () => {
  let audiences: Record<AdminAudience, TestVisitor>;
  let planId: number;
  beforeAll(async () => {
    audiences = await adminAudiences(app, 'plans.update');
    planId = (await createPlan({ name: 'Audience plan' })).id;
  }, 60_000);

  const endpoints: {
    name: string;
    allowed: number;
    call: (visitor: TestVisitor) => Promise<{ status: number }>;
  }[] = [
    { name: 'GET admin/plans', allowed: 200, call: (v) => v.get('/api/v1/admin/plans') },
    {
      name: 'POST admin/plans',
      allowed: 201,
      call: (v) => send(v, 'POST', 'admin/plans', payload({ name: 'Made by audience' })),
    },
    { name: 'GET admin/plans/{id}', allowed: 200, call: (v) => v.get(`/api/v1/admin/plans/${planId}`) },
    {
      name: 'PUT admin/plans/{id}',
      allowed: 200,
      call: (v) => send(v, 'PUT', `admin/plans/${planId}`, payload({ name: 'Audience plan', prices: [] })),
    },
    {
      name: 'POST admin/plans/{id}/sync',
      allowed: 422,
      call: (v) => send(v, 'POST', `admin/plans/${planId}/sync`),
    },
    { name: 'DELETE admin/plans/{ids}', allowed: 422, call: (v) => send(v, 'DELETE', 'admin/plans/0') },
  ];

  for (const endpoint of endpoints) {
    it(`answers ${endpoint.name} by audience`, async () => {
      const statuses = Object.fromEntries(
        await Promise.all(
          ADMIN_AUDIENCES.map(
            async (audience) => [audience, (await endpoint.call(audiences[audience])).status] as const,
          ),
        ),
      );
      expect(statuses).toEqual(
        Object.fromEntries(
          ADMIN_AUDIENCES.map((audience) => [audience, expectedAdminStatus(audience, endpoint.allowed)]),
        ),
      );
    });
  }
});
