import { productListResponseSchema, userResponseSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionRole, permissions, prices, products, roles, subscriptions } from '../db/schema';
import { SESSION_COOKIE } from '../security/session-store';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer({ BILLING_TEST_PROVIDER: '1' });
  // The first requests of a fresh server warm its database up; keep that out of the first test's time.
  await new TestVisitor(app.url).open();
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;
// Shorter than a session's 120 idle minutes, so the listener stays signed in across the jump.
const HALF_HOUR_MS = 30 * 60 * 1000;

const emails = new Map<TestVisitor, string>();

async function listener() {
  const agent = await new TestVisitor(app.url).open();
  const email = `subscriber${++count}@example.com`;
  emails.set(agent, email);
  const answer = await agent.post('/auth/register', {
    email,
    password: 'correct horse',
    password_confirmation: 'correct horse',
    policies: ACCEPTED_POLICIES,
  });
  expect(answer.status).toBe(200);
  return agent;
}

async function me(agent: TestVisitor) {
  return userResponseSchema.parse((await agent.get('/api/v1/users/me')).json).user;
}

async function plans(query = '') {
  const answer = await new TestVisitor(app.url).get(`/api/v1/billing/products${query}`);
  expect(answer.status).toBe(200);
  return productListResponseSchema.parse(answer.json).pagination;
}

/** A plan granting a role that holds `music.create`, which listeners lack, so the grant is visible. */
async function uploaderPlan() {
  const [role] = await db()
    .insert(roles)
    .values({ name: `uploaders-${++count}`, description: 'Listeners who may upload.' })
    .returning();
  const [permission] = await db().select().from(permissions).where(eq(permissions.name, 'music.create'));
  if (!role || !permission) throw new Error('Could not create the plan role');
  await db().insert(permissionRole).values({ role_id: role.id, permission_id: permission.id });
  const [product] = await db()
    .insert(products)
    .values({ name: 'Creator', feature_list: ['Upload your own tracks'], role_id: role.id, hidden: true })
    .returning();
  if (!product) throw new Error('Could not create the plan');
  const [price] = await db()
    .insert(prices)
    .values({ product_id: product.id, amount: 4.99, currency: 'USD', interval: 'month', interval_count: 1 })
    .returning();
  if (!price) throw new Error('Could not create the price');
  return { product, price };
}

async function subscribe(agent: TestVisitor, terms: { status: string; ends_at: Date | null }) {
  const { product, price } = await uploaderPlan();
  const { id } = await me(agent);
  const [subscription] = await db()
    .insert(subscriptions)
    .values({ user_id: id, product_id: product.id, price_id: price.id, gateway_name: 'none', ...terms })
    .returning();
  if (!subscription) throw new Error('Could not subscribe');
  return { product, price, subscription };
}

const permissionNames = (user: { permissions?: { name: string }[] }) =>
  (user.permissions ?? []).map((permission) => permission.name);

describe('GET api/v1/billing/products', () => {
  it('lists the seeded plans to guests in /pricing order, each with its prices', async () => {
    const page = await plans();
    expect(page.data.map((plan) => plan.name)).toEqual(['Free', 'Premium', 'Family']);
    const [free, premium, family] = page.data;
    expect(free).toMatchObject({ free: true, recommended: false, hidden: false, prices: [] });
    expect(premium?.recommended).toBe(true);
    for (const paid of [premium, family]) {
      expect(paid?.free).toBe(false);
      expect(paid?.feature_list.length).toBeGreaterThan(2);
      expect(paid?.prices.map((price) => [price.interval, price.interval_count, price.currency])).toEqual([
        ['month', 1, 'USD'],
        ['year', 1, 'USD'],
      ]);
    }
    expect(premium?.prices.map((price) => price.amount)).toEqual([9.99, 99.99]);
    expect(page).toMatchObject({ current_page: 1, total: 3, last_page: 1, from: 1, to: 3 });
  });

  it('leaves hidden plans out', async () => {
    const { product } = await uploaderPlan();
    const page = await plans();
    expect(page.data.map((plan) => plan.id)).not.toContain(product.id);
    expect(page.total).toBe(3);
  });

  it('pages with page and perPage', async () => {
    const page = await plans('?perPage=1&page=2');
    expect(page.data.map((plan) => plan.name)).toEqual(['Premium']);
    expect(page).toMatchObject({ current_page: 2, per_page: 1, last_page: 3, from: 2, to: 2, total: 3 });
  });
});

describe('subscriptions in the user payload', () => {
  it('answers no subscriptions and no plan permissions for a new listener', async () => {
    const user = await me(await listener());
    expect(user.subscriptions).toEqual([]);
    expect(permissionNames(user)).not.toContain('music.create');
  });

  it('sends a renewing subscription as valid and active and adds its plan role permissions', async () => {
    const agent = await listener();
    const { product, price, subscription } = await subscribe(agent, { status: 'active', ends_at: null });
    const user = await me(agent);
    expect(user.subscriptions).toEqual([
      {
        id: subscription.id,
        valid: true,
        active: true,
        product_id: product.id,
        price_id: price.id,
        ends_at: null,
      },
    ]);
    expect(permissionNames(user)).toEqual(expect.arrayContaining(['music.view', 'music.create']));
    expect(user.roles?.map((role) => role.name)).toEqual(['user']);
  });

  it('keeps a cancelled subscription until it ends, then drops its permissions', async () => {
    const agent = await listener();
    const endsAt = new Date(app.clock.now().getTime() + HALF_HOUR_MS);
    await subscribe(agent, { status: 'active', ends_at: endsAt });
    const before = await me(agent);
    expect(before.subscriptions?.[0]).toMatchObject({
      valid: true,
      active: true,
      ends_at: endsAt.toISOString(),
    });
    expect(permissionNames(before)).toContain('music.create');

    app.clock.advance(2 * HALF_HOUR_MS);
    const after = await me(agent);
    expect(after.subscriptions?.[0]).toMatchObject({ valid: false, active: false });
    expect(permissionNames(after)).not.toContain('music.create');
  });

  it('renews the session id on every device at the first request after a plan ends on its own', async () => {
    const agent = await listener();
    const endsAt = new Date(app.clock.now().getTime() + HALF_HOUR_MS);
    await subscribe(agent, { status: 'active', ends_at: endsAt });
    const phone = await new TestVisitor(app.url).open();
    const login = await phone.post('/auth/login', {
      email: emails.get(agent),
      password: 'correct horse',
      remember: true,
    });
    expect(login.status).toBe(200);
    const before = { laptop: agent.cookies.get(SESSION_COOKIE), phone: phone.cookies.get(SESSION_COOKIE) };
    await me(agent);
    await me(phone);
    expect(agent.cookies.get(SESSION_COOKIE), 'no renewal while the plan lasts').toBe(before.laptop);
    expect(phone.cookies.get(SESSION_COOKIE), 'no renewal while the plan lasts').toBe(before.phone);

    app.clock.advance(2 * HALF_HOUR_MS);
    for (const [device, visitor] of [
      ['laptop', agent],
      ['phone', phone],
    ] as const) {
      const user = await me(visitor);
      expect(permissionNames(user), device).not.toContain('music.create');
      const renewed = visitor.cookies.get(SESSION_COOKIE);
      expect(renewed, device).not.toBe(before[device]);
      // The id seen before the plan ended signs nobody in any more; the renewed one still signs the listener in.
      const stale = await new TestVisitor(app.url).get('/api/v1/users/me', {
        headers: { Cookie: `${SESSION_COOKIE}=${before[device]}` },
      });
      expect(stale.status, device).toBe(401);
      expect((await me(visitor)).id, device).toBe(user.id);
      expect(visitor.cookies.get(SESSION_COOKIE), `${device}: renewed once`).toBe(renewed);
    }
  });

  it('keeps a past-due subscription valid but not active', async () => {
    const agent = await listener();
    await subscribe(agent, { status: 'past_due', ends_at: null });
    const user = await me(agent);
    expect(user.subscriptions?.[0]).toMatchObject({ valid: true, active: false });
    expect(permissionNames(user)).toContain('music.create');
  });

  it('sends the subscriptions in the bootstrap data too', async () => {
    const agent = await listener();
    const { subscription } = await subscribe(agent, { status: 'trialing', ends_at: null });
    const answer = await agent.get('/api/v1/bootstrap-data');
    expect(answer.status).toBe(200);
    const body = answer.json as { user: { subscriptions: { id: number; valid: boolean }[] } };
    expect(body.user.subscriptions).toEqual([expect.objectContaining({ id: subscription.id, valid: true })]);
  });
});
