import {
  billingSubscriptionResponseSchema,
  checkoutOptionsResponseSchema,
  checkoutResponseSchema,
  invoiceListResponseSchema,
  startCheckoutResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionResponseSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionRole, permissions, prices, products, roles } from '../db/schema';
import { SESSION_COOKIE } from '../security/session-store';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

let app: TestServer;
let count = 0;
let plan: { productId: number; monthly: number; yearly: number };

const VISA = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Nina Simone' };

beforeAll(async () => {
  app = await startTestServer({ BILLING_TEST_PROVIDER: '1' });
  const db = app.server.services.db;
  // A listed plan whose role holds music.create, which listeners lack, so the grant and its end are visible.
  const [role] = await db
    .insert(roles)
    .values({ name: 'creators', description: 'Uploading listeners.' })
    .returning();
  const [permission] = await db.select().from(permissions).where(eq(permissions.name, 'music.create'));
  if (!role || !permission) throw new Error('Could not create the plan role');
  await db.insert(permissionRole).values({ role_id: role.id, permission_id: permission.id });
  const [product] = await db
    .insert(products)
    .values({ name: 'Creator', role_id: role.id, position: 9 })
    .returning();
  if (!product) throw new Error('Could not create the plan');
  const [monthly, yearly] = await db
    .insert(prices)
    .values([
      { product_id: product.id, amount: 5, currency: 'USD', interval: 'month', interval_count: 1 },
      { product_id: product.id, amount: 50, currency: 'USD', interval: 'year', interval_count: 1 },
    ])
    .returning();
  if (!monthly || !yearly) throw new Error('Could not create the prices');
  plan = { productId: product.id, monthly: monthly.id, yearly: yearly.id };
}, 60_000);
afterAll(() => app?.stop());

const emails = new WeakMap<TestVisitor, string>();

async function listener() {
  const agent = await new TestVisitor(app.url).open();
  const email = `checkout${++count}@example.com`;
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

async function openCheckout(agent: TestVisitor, priceId = plan.monthly) {
  const answer = await agent.post('/api/v1/billing/checkout', {
    product_id: plan.productId,
    price_id: priceId,
    gateway: 'test',
  });
  expect(answer.status, answer.text).toBe(200);
  return startCheckoutResponseSchema.parse(answer.json).checkout;
}

async function subscribed(agent: TestVisitor) {
  const checkout = await openCheckout(agent);
  expect((await agent.post(`/api/v1/billing/checkout/${checkout.id}/card`, VISA)).status).toBe(200);
  const answer = await agent.post(`/api/v1/billing/checkout/${checkout.id}/confirm`);
  expect(answer.status, answer.text).toBe(200);
  return subscriptionChangeResponseSchema.parse(answer.json);
}

const permissionNames = async (agent: TestVisitor) =>
  (userResponseSchema.parse((await agent.get('/api/v1/users/me')).json).user.permissions ?? []).map(
    (p) => p.name,
  );

describe('checkout with the test provider', () => {
  it('describes the plan and price and offers the test provider', async () => {
    const agent = await listener();
    const answer = await agent.get(`/api/v1/billing/checkout/${plan.productId}/${plan.yearly}`);
    const options = checkoutOptionsResponseSchema.parse(answer.json);
    expect(options.product.name).toBe('Creator');
    expect(options.price).toMatchObject({ amount: 50, interval: 'year' });
    expect(options.gateways).toEqual(['test']);
  });

  it('answers 404 for an unknown product, an unknown price, or a price of another plan', async () => {
    const agent = await listener();
    const [premium] = await app.server.services.db
      .select()
      .from(products)
      .where(eq(products.name, 'Premium'));
    for (const path of [
      `999999/${plan.monthly}`,
      `${plan.productId}/999999`,
      `${premium?.id}/${plan.monthly}`,
      'x/1',
    ]) {
      expect((await agent.get(`/api/v1/billing/checkout/${path}`)).status).toBe(404);
    }
    const answer = await agent.post('/api/v1/billing/checkout', {
      product_id: 999999,
      price_id: plan.monthly,
      gateway: 'test',
    });
    expect(answer.status).toBe(404);
  });

  it('asks a guest to sign in', async () => {
    const guest = await new TestVisitor(app.url).open();
    expect((await guest.get(`/api/v1/billing/checkout/${plan.productId}/${plan.monthly}`)).status).toBe(401);
  });

  it('refuses an invalid card, a declined card and an expired one with field errors, keeping only the last four digits', async () => {
    const agent = await listener();
    const checkout = await openCheckout(agent);
    const card = (body: object) =>
      agent.post(`/api/v1/billing/checkout/${checkout.id}/card`, { ...VISA, ...body });
    const invalid = await card({ card_number: '4242 4242 4242 4241' });
    expect(invalid.status).toBe(422);
    expect(invalid.json).toMatchObject({ errors: { card_number: ['The card number is invalid.'] } });
    const declined = await card({ card_number: '4000 0000 0000 0002' });
    expect(declined.json).toMatchObject({ errors: { card_number: ['Your card was declined.'] } });
    const expired = await card({ expiry: '01/20', cvc: '12' });
    expect(expired.json).toMatchObject({
      errors: { expiry: ['Your card has expired.'], cvc: ["The card's security code is invalid."] },
    });
    expect((await agent.post(`/api/v1/billing/checkout/${checkout.id}/confirm`)).status).toBe(422);

    const entered = checkoutResponseSchema.parse((await card({})).json).checkout;
    expect(entered).toMatchObject({
      status: 'requires_confirmation',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
    });
  });

  it('starts the subscription once however often it is confirmed, with a new session id and the plan permissions', async () => {
    const agent = await listener();
    expect(await permissionNames(agent)).not.toContain('music.create');
    const checkout = await openCheckout(agent);
    await agent.post(`/api/v1/billing/checkout/${checkout.id}/card`, VISA);
    const sessionBefore = agent.cookies.get(SESSION_COOKIE);
    const [first, second] = await Promise.all([
      agent.post(`/api/v1/billing/checkout/${checkout.id}/confirm`),
      agent.post(`/api/v1/billing/checkout/${checkout.id}/confirm`),
    ]);
    // The loser sees the checkout completed (409), or its session already rotated away (401).
    expect([first.status, second.status].filter((status) => status === 200)).toHaveLength(1);
    expect([first.status, second.status].filter((status) => status !== 200)[0]).toBeOneOf([401, 409]);
    const done = subscriptionChangeResponseSchema.parse((first.status === 200 ? first : second).json);
    expect(done.subscription).toMatchObject({
      valid: true,
      active: true,
      status: 'active',
      gateway: 'test',
      on_grace_period: false,
    });
    expect(done.bootstrapData.user?.subscriptions?.[0]?.valid).toBe(true);
    expect(done.bootstrapData.user?.permissions?.map((p) => p.name)).toContain('music.create');
    expect(agent.cookies.get(SESSION_COOKIE)).not.toBe(sessionBefore);
    expect(await permissionNames(agent)).toContain('music.create');

    const invoices = invoiceListResponseSchema.parse(
      (await agent.get('/api/v1/billing/invoices')).json,
    ).invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ description: 'Creator', amount: 5, currency: 'USD', paid: true });

    // A second checkout is refused while subscribed.
    const again = await agent.post('/api/v1/billing/checkout', {
      product_id: plan.productId,
      price_id: plan.yearly,
      gateway: 'test',
    });
    expect(again.status).toBe(409);
  });

  it('refuses a checkout of another user', async () => {
    const owner = await listener();
    const checkout = await openCheckout(owner);
    const other = await listener();
    expect((await other.post(`/api/v1/billing/checkout/${checkout.id}/card`, VISA)).status).toBe(404);
  });
});

describe('the billing area', () => {
  it('answers no subscription for a listener who has none', async () => {
    const agent = await listener();
    const answer = billingSubscriptionResponseSchema.parse(
      (await agent.get('/api/v1/billing/subscription')).json,
    );
    expect(answer.subscription).toBeNull();
    expect((await agent.post('/api/v1/billing/subscription/cancel')).status).toBe(404);
  });

  it('cancels at period end, keeps access until then, resumes, and ends access when the period is over', async () => {
    const agent = await listener();
    const { subscription } = await subscribed(agent);
    const cancelled = subscriptionResponseSchema.parse(
      (await agent.post('/api/v1/billing/subscription/cancel')).json,
    );
    expect(cancelled.subscription).toMatchObject({
      valid: true,
      on_grace_period: true,
      renews_at: null,
      ends_at: subscription.renews_at,
    });
    expect((await agent.post('/api/v1/billing/subscription/cancel')).status).toBe(409);
    const resumed = subscriptionResponseSchema.parse(
      (await agent.post('/api/v1/billing/subscription/resume')).json,
    );
    expect(resumed.subscription).toMatchObject({
      on_grace_period: false,
      renews_at: subscription.renews_at,
      ends_at: null,
    });

    await agent.post('/api/v1/billing/subscription/cancel');
    expect(await permissionNames(agent)).toContain('music.create');
    // Past the end of the month; the session has idled out by then, so sign in again.
    app.clock.advance(32 * 24 * 60 * 60_000);
    const later = await signInAgain(agent);
    expect(await permissionNames(later)).not.toContain('music.create');
    expect(
      billingSubscriptionResponseSchema.parse((await later.get('/api/v1/billing/subscription')).json)
        .subscription,
    ).toBeNull();
  });

  it('changes the plan price with a new session id and an invoice, and refuses the same price', async () => {
    const agent = await listener();
    await subscribed(agent);
    const sessionBefore = agent.cookies.get(SESSION_COOKIE);
    const same = await agent.post('/api/v1/billing/subscription/change', {
      product_id: plan.productId,
      price_id: plan.monthly,
    });
    expect(same.status).toBe(422);
    const changed = await agent.post('/api/v1/billing/subscription/change', {
      product_id: plan.productId,
      price_id: plan.yearly,
    });
    expect(changed.status, changed.text).toBe(200);
    const body = subscriptionChangeResponseSchema.parse(changed.json);
    expect(body.subscription.price).toMatchObject({ id: plan.yearly, interval: 'year' });
    expect(agent.cookies.get(SESSION_COOKIE)).not.toBe(sessionBefore);
    const invoices = invoiceListResponseSchema.parse(
      (await agent.get('/api/v1/billing/invoices')).json,
    ).invoices;
    expect(invoices.map((invoice) => invoice.amount).sort()).toEqual([5, 50]);
  });

  it('replaces the card with the test provider and refuses an invalid one', async () => {
    const agent = await listener();
    await subscribed(agent);
    const bad = await agent.post('/api/v1/billing/subscription/payment-method', {
      ...VISA,
      card_number: '1234',
    });
    expect(bad.status).toBe(422);
    const answer = await agent.post('/api/v1/billing/subscription/payment-method', {
      ...VISA,
      card_number: '5555 5555 5555 4444',
    });
    expect(answer.json).toMatchObject({
      redirect_url: null,
      subscription: { card: { brand: 'mastercard', last4: '4444' } },
    });
  });
});

/** Signs the listener of `agent` in again in a new visitor, after the clock jumped past their session's life. */
async function signInAgain(agent: TestVisitor) {
  const later = await new TestVisitor(app.url).open();
  const answer = await later.post('/auth/login', {
    email: emails.get(agent),
    password: 'correct horse',
    remember: false,
  });
  expect(answer.status).toBe(200);
  return later;
}
