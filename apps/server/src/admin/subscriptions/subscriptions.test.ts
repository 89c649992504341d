import {
  type AdminSubscription,
  adminSubscriptionResponseSchema,
  adminSubscriptionSchema,
  paginatedResponseSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionRole, permissions, prices, products, roles, subscriptions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../security/session-store';
import { jsonAnswer, RecordingFetch } from '../../test-support/recording-fetch';
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

const DAY_MS = 24 * 60 * 60 * 1000;
const stripe = new RecordingFetch();
let app: TestServer;
let admin: TestVisitor;
let listeners = 0;

beforeAll(async () => {
  app = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_subscriptions' }, { fetch: stripe.fetch });
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;
const listSchema = paginatedResponseSchema(adminSubscriptionSchema);
const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/${path}`, { method, body });

/** A plan whose subscribers may upload music, which listeners may not, so its grant shows. */
async function uploaderPlan(name = `Uploaders ${++listeners}`) {
  const [role] = await db()
    .insert(roles)
    .values({ name: `${name} role` })
    .returning();
  const [permission] = await db().select().from(permissions).where(eq(permissions.name, 'music.create'));
  if (!role || !permission) throw new Error('The plan role was not created');
  await db().insert(permissionRole).values({ role_id: role.id, permission_id: permission.id });
  const [product] = await db().insert(products).values({ name, role_id: role.id }).returning();
  if (!product) throw new Error('The plan was not created');
  const [monthly, yearly] = await db()
    .insert(prices)
    .values([
      { product_id: product.id, amount: 5, currency: 'USD', interval: 'month', interval_count: 1 },
      { product_id: product.id, amount: 50, currency: 'USD', interval: 'year', interval_count: 1 },
    ])
    .returning();
  if (!monthly || !yearly) throw new Error('The prices were not created');
  return { product, monthly, yearly };
}

async function listener() {
  const email = `subscription-customer-${++listeners}@example.com`;
  const visitor = await registerListener(app.url, email, 'correct horse battery');
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('The listener was not registered');
  return { visitor, user };
}

async function canUpload(visitor: TestVisitor) {
  const user = userResponseSchema.parse((await visitor.get('/api/v1/users/me')).json).user;
  return (user.permissions ?? []).some((permission) => permission.name === 'music.create');
}

async function give(userId: number, productId: number, priceId: number | null, endsAt: string | null = null) {
  const answer = await send(admin, 'POST', 'admin/subscriptions', {
    user_id: userId,
    product_id: productId,
    price_id: priceId,
    ends_at: endsAt,
  });
  expect(answer.status, answer.text).toBe(201);
  return adminSubscriptionResponseSchema.parse(answer.json).subscription;
}

async function act(path: string, body?: unknown, method = 'POST'): Promise<AdminSubscription> {
  const answer = await send(admin, method, path, body);
  expect(answer.status, answer.text).toBe(200);
  return adminSubscriptionResponseSchema.parse(answer.json).subscription;
}

describe('admin subscriptions', () => {
  it('gives a user a plan by hand, whose permissions they hold from their next request', async () => {
    const { visitor, user } = await listener();
    const { product, monthly } = await uploaderPlan();
    expect(await canUpload(visitor)).toBe(false);
    const subscription = await give(user.id, product.id, monthly.id);
    expect(subscription).toMatchObject({
      customer: { id: user.id, email: user.email },
      plan: { id: product.id, name: product.name },
      price: { id: monthly.id, amount: 5 },
      gateway: 'none',
      status: 'active',
      valid: true,
      ends_at: null,
    });
    expect(await canUpload(visitor)).toBe(true);
  });

  it('takes the permissions away on the next request when cancelled now', async () => {
    const { visitor, user } = await listener();
    const { product, monthly } = await uploaderPlan();
    const { id } = await give(user.id, product.id, monthly.id);
    expect(await canUpload(visitor)).toBe(true);
    const session = visitor.cookies.get(SESSION_COOKIE);
    const cancelled = await act(`admin/subscriptions/${id}/cancel`, { atPeriodEnd: false });
    expect(cancelled).toMatchObject({ status: 'canceled', valid: false, renews_at: null });
    expect(await canUpload(visitor)).toBe(false);
    // Permissions were taken away: the subscriber's session gets a new id, as at any privilege change.
    expect(visitor.cookies.get(SESSION_COOKIE)).not.toBe(session);
    expect((await send(admin, 'POST', `admin/subscriptions/${id}/resume`)).status).toBe(409);
  });

  it('keeps the plan until the period ends when cancelled at period end, and resumes it', async () => {
    const { visitor, user } = await listener();
    const { product, monthly } = await uploaderPlan();
    const { id } = await give(user.id, product.id, monthly.id);
    const renewsAt = new Date(app.clock.now().getTime() + 10 * DAY_MS);
    await db().update(subscriptions).set({ renews_at: renewsAt }).where(eq(subscriptions.id, id));
    const cancelled = await act(`admin/subscriptions/${id}/cancel`, { atPeriodEnd: true });
    expect(cancelled).toMatchObject({
      valid: true,
      on_grace_period: true,
      renews_at: null,
      ends_at: renewsAt.toISOString(),
    });
    expect(await canUpload(visitor)).toBe(true);
    const resumed = await act(`admin/subscriptions/${id}/resume`);
    expect(resumed).toMatchObject({
      on_grace_period: false,
      renews_at: renewsAt.toISOString(),
      ends_at: null,
    });
    await act(`admin/subscriptions/${id}/cancel`, { atPeriodEnd: true });
    // The period runs out: the session would expire over ten days, so the end is moved instead of the clock.
    await db()
      .update(subscriptions)
      .set({ ends_at: new Date(app.clock.now().getTime() - 1000) })
      .where(eq(subscriptions.id, id));
    expect(await canUpload(visitor)).toBe(false);
  });

  it('refuses to cancel at period end a plan given without a period', async () => {
    const { user } = await listener();
    const { product, monthly } = await uploaderPlan();
    const { id } = await give(user.id, product.id, monthly.id);
    const answer = await send(admin, 'POST', `admin/subscriptions/${id}/cancel`, { atPeriodEnd: true });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ message: expect.stringContaining('cancel it now instead') });
  });

  it('changes the plan and price, refusing a price of another plan', async () => {
    const { user } = await listener();
    const first = await uploaderPlan();
    const second = await uploaderPlan();
    const { id } = await give(user.id, first.product.id, first.monthly.id);
    const refused = await send(admin, 'PUT', `admin/subscriptions/${id}`, {
      product_id: second.product.id,
      price_id: first.yearly.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { price_id: [expect.any(String)] } });
    const changed = await act(
      `admin/subscriptions/${id}`,
      { product_id: second.product.id, price_id: second.yearly.id },
      'PUT',
    );
    expect(changed).toMatchObject({
      plan: { id: second.product.id },
      price: { id: second.yearly.id, interval: 'year' },
    });
  });

  it('refuses a second plan for a subscribed user and bad input with 422', async () => {
    const { user } = await listener();
    const { product, monthly } = await uploaderPlan();
    await give(user.id, product.id, monthly.id);
    const again = await send(admin, 'POST', 'admin/subscriptions', {
      user_id: user.id,
      product_id: product.id,
      price_id: monthly.id,
      ends_at: null,
    });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({
      errors: { user_id: [expect.stringContaining('already has a plan')] },
    });
    const bad = await send(admin, 'POST', 'admin/subscriptions', { user_id: 'me', product_id: product.id });
    expect(bad.status).toBe(422);
    const cancel = await send(admin, 'POST', 'admin/subscriptions/1/cancel', { atPeriodEnd: 'yes' });
    expect(cancel.status).toBe(422);
  });

  it('cancels at Stripe when an admin cancels or deletes a subscription Stripe bills', async () => {
    stripe.answer((request) => {
      if (request.url.pathname !== '/v1/subscriptions/sub_admin') return undefined;
      return jsonAnswer({
        id: 'sub_admin',
        status: request.method === 'DELETE' ? 'canceled' : 'active',
        customer: 'cus_1',
        cancel_at_period_end: request.method === 'POST',
        current_period_end: Math.floor(app.clock.now().getTime() / 1000) + 86_400,
        items: { data: [{ id: 'si_1', price: { id: 'price_1' } }] },
      });
    });
    const { user } = await listener();
    const { product, monthly } = await uploaderPlan();
    const [row] = await db()
      .insert(subscriptions)
      .values({
        user_id: user.id,
        product_id: product.id,
        price_id: monthly.id,
        gateway_name: 'stripe',
        gateway_id: 'sub_admin',
        status: 'active',
        renews_at: new Date(app.clock.now().getTime() + DAY_MS),
      })
      .returning();
    if (!row) throw new Error('The subscription was not created');
    const atPeriodEnd = await act(`admin/subscriptions/${row.id}/cancel`, { atPeriodEnd: true });
    expect(atPeriodEnd).toMatchObject({ gateway: 'stripe', on_grace_period: true });
    expect(
      stripe.to('https://api.stripe.com/v1/subscriptions/sub_admin').map((request) => request.method),
    ).toEqual(['POST']);
    const deleted = await send(admin, 'DELETE', `admin/subscriptions/${row.id}`);
    expect(deleted.status).toBe(200);
    expect(
      stripe.to('https://api.stripe.com/v1/subscriptions/sub_admin').map((request) => request.method),
    ).toEqual(['POST', 'DELETE']);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.id, row.id))).toEqual([]);
  });

  it('lists subscriptions searched by customer and filtered by plan, gateway and status', async () => {
    const { user } = await listener();
    const { product, monthly } = await uploaderPlan('Filtered plan');
    const { id } = await give(user.id, product.id, monthly.id);
    const page = async (params: Record<string, string>) => {
      const answer = await admin.get(`/api/v1/admin/subscriptions?${new URLSearchParams(params)}`);
      expect(answer.status, answer.text).toBe(200);
      return listSchema.parse(answer.json).pagination;
    };
    expect((await page({ query: user.email })).data.map((row) => row.id)).toEqual([id]);
    const filtered = await page({
      filters: encodeListFilters([
        { key: 'plan', operator: '=', value: product.id },
        { key: 'gateway', operator: '=', value: 'none' },
        { key: 'status', operator: '=', value: 'active' },
      ]),
    });
    expect(filtered.data.map((row) => row.id)).toEqual([id]);
    const sorted = await page({ orderBy: 'created_at', orderDir: 'desc', perPage: '100' });
    const created = sorted.data.map((row) => row.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect((await admin.get('/api/v1/admin/subscriptions?orderBy=user_id')).status).toBe(422);
    const unknownStatus = encodeListFilters([{ key: 'status', operator: '=', value: 'paused' }]);
    expect((await admin.get(`/api/v1/admin/subscriptions?filters=${unknownStatus}`)).status).toBe(422);
  });
});

describe('who may use admin/subscriptions', () => {
  let audiences: Record<AdminAudience, TestVisitor>;
  beforeAll(async () => {
    audiences = await adminAudiences(app, 'subscriptions.update');
  }, 60_000);

  const endpoints: {
    name: string;
    allowed: number;
    call: (visitor: TestVisitor) => Promise<{ status: number }>;
  }[] = [
    { name: 'GET admin/subscriptions', allowed: 200, call: (v) => v.get('/api/v1/admin/subscriptions') },
    {
      name: 'POST admin/subscriptions',
      allowed: 422,
      call: (v) =>
        send(v, 'POST', 'admin/subscriptions', { user_id: 0, product_id: 0, price_id: null, ends_at: null }),
    },
    {
      name: 'PUT admin/subscriptions/{id}',
      allowed: 404,
      call: (v) => send(v, 'PUT', 'admin/subscriptions/999999', { product_id: 1, price_id: null }),
    },
    {
      name: 'POST admin/subscriptions/{id}/cancel',
      allowed: 404,
      call: (v) => send(v, 'POST', 'admin/subscriptions/999999/cancel', { atPeriodEnd: false }),
    },
    {
      name: 'POST admin/subscriptions/{id}/resume',
      allowed: 404,
      call: (v) => send(v, 'POST', 'admin/subscriptions/999999/resume'),
    },
    {
      name: 'DELETE admin/subscriptions/{ids}',
      allowed: 200,
      call: (v) => send(v, 'DELETE', 'admin/subscriptions/999999'),
    },
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
