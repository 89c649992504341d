import {
  completeCheckoutPayloadSchema,
  startCheckoutPayloadSchema,
  testCardPayloadSchema,
} from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { requireAccount } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { baseUrl, bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { checkoutSessions, prices, subscriptions } from '../db/schema';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { randomToken } from '../security/tokens';
import {
  billingSubscriptionPayload,
  cardOf,
  chargedPrice,
  currentSubscription,
  findPlanPrice,
  pricePayload,
  productPayload,
  providerColumns,
  recordInvoice,
} from './billing-store';
import { rotateSessionForPrivilegeChange } from './privilege-change';
import type { PriceInterval } from './product-catalogue';
import { viaProvider } from './provider-call';
import { paymentGateways } from './providers/gateways';
import { type ProviderSubscription, periodEnd } from './providers/payment-provider';
import { checkTestCard } from './providers/test-card';

export const ALREADY_SUBSCRIBED_MESSAGE =
  'You are already subscribed. Change your plan from the billing page.';
export const CHECKOUT_COMPLETE_MESSAGE = 'This checkout is already complete.';

const idParam = z.coerce
  .number()
  .int()
  .nonnegative()
  .max(2 ** 31 - 1);
type CheckoutRow = typeof checkoutSessions.$inferSelect;

/**
 * The checkout (doc 001 §2): `GET billing/checkout/{productId}/{priceId}`, `POST billing/checkout`, the test provider's
 * card and confirmation steps, and the return from Stripe's and PayPal's pages.
 */
export function checkoutRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  async function planOrNotFound(productId: unknown, priceId: unknown) {
    const ids = z.object({ productId: idParam, priceId: idParam }).safeParse({ productId, priceId });
    const plan = ids.success ? await findPlanPrice(db, ids.data.productId, ids.data.priceId) : null;
    if (!plan) throw notFound('This plan or price does not exist.');
    return plan;
  }

  async function refuseIfSubscribed(userId: number) {
    if (await currentSubscription(db, userId, services.now()))
      throw new HttpError(409, ALREADY_SUBSCRIBED_MESSAGE);
  }

  async function ownCheckout(userId: number, id: string): Promise<CheckoutRow> {
    const [checkout] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.user_id, userId)));
    if (!checkout) throw notFound('This checkout does not exist.');
    return checkout;
  }

  const checkoutPayload = (row: CheckoutRow) => ({
    id: row.id,
    gateway: row.gateway_name as 'test' | 'stripe' | 'paypal',
    status: row.status as 'open' | 'requires_confirmation' | 'completed',
    product_id: row.product_id,
    price_id: row.price_id,
    card: cardOf(row),
  });

  /**
   * Marks the checkout completed and starts its subscription, once: the conditional update lets only one of two
   * simultaneous confirmations through, so a double submit never charges or subscribes twice.
   */
  async function completeCheckout(checkout: CheckoutRow, fromStatus: string, reported: ProviderSubscription) {
    const now = services.now();
    const plan = await findPlanPrice(db, checkout.product_id, checkout.price_id);
    if (!plan) throw notFound('This plan or price does not exist.');
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(checkoutSessions)
        .set({ status: 'completed', updated_at: now })
        .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, fromStatus)))
        .returning();
      if (!claimed) throw new HttpError(409, CHECKOUT_COMPLETE_MESSAGE);
      const [created] = await tx
        .insert(subscriptions)
        .values({
          user_id: checkout.user_id,
          product_id: checkout.product_id,
          price_id: checkout.price_id,
          gateway_name: checkout.gateway_name,
          ...providerColumns(reported, now),
          created_at: now,
        })
        .returning();
      if (!created) throw new Error('Could not start the subscription');
      await tx
        .update(checkoutSessions)
        .set({ subscription_id: created.id })
        .where(eq(checkoutSessions.id, checkout.id));
      await recordInvoice(tx, {
        userId: checkout.user_id,
        subscriptionId: created.id,
        plan,
        start: now,
        end: reported.renewsAt,
      });
      return created;
    });
  }

  async function subscribedAnswer(
    c: Parameters<typeof rotateSessionForPrivilegeChange>[0],
    userId: number,
    row: typeof subscriptions.$inferSelect,
  ) {
    await rotateSessionForPrivilegeChange(c, services, userId);
    return c.json({
      subscription: await billingSubscriptionPayload(db, row, services.now()),
      bootstrapData: await bootstrapForRequest(c, services),
    });
  }

  routes.get('/billing/checkout/:productId/:priceId', async (c) => {
    await requireAccount(c, services);
    const plan = await planOrNotFound(c.req.param('productId'), c.req.param('priceId'));
    const planPrices = await db.select().from(prices).where(eq(prices.product_id, plan.product.id));
    return c.json({
      product: productPayload(plan.product, planPrices),
      price: pricePayload(plan.price),
      gateways: paymentGateways(services).names,
    });
  });

  routes.post('/billing/checkout', async (c) => {
    const account = await requireAccount(c, services);
    const userId = account.user.id;
    const payload = validate(startCheckoutPayloadSchema, await readBody(c));
    const plan = await planOrNotFound(payload.product_id, payload.price_id);
    const gateways = paymentGateways(services);
    if (!gateways.names.includes(payload.gateway)) {
      throw new ValidationError({ gateway: ['This payment method is not available.'] });
    }
    await refuseIfSubscribed(userId);
    const id = randomToken(18);
    let reference: string | null = null;
    let redirectUrl: string | null = null;
    const hosted = payload.gateway === 'test' ? undefined : gateways.hosted[payload.gateway];
    if (hosted) {
      const checkoutPath = `${baseUrl(c, services)}/checkout/${plan.product.id}/${plan.price.id}`;
      const started = await viaProvider(c, services, userId, () =>
        hosted.startCheckout({
          checkoutId: id,
          email: account.user.email,
          price: chargedPrice(plan),
          returnUrl: `${checkoutPath}/${hosted.name}/done?reference={reference}`,
          cancelUrl: checkoutPath,
        }),
      );
      reference = started.reference;
      redirectUrl = started.redirectUrl;
    }
    const [checkout] = await db
      .insert(checkoutSessions)
      .values({
        id,
        user_id: userId,
        product_id: plan.product.id,
        price_id: plan.price.id,
        purpose: 'subscribe',
        gateway_name: payload.gateway,
        gateway_id: reference,
        status: 'open',
        created_at: services.now(),
        updated_at: services.now(),
      })
      .returning();
    if (!checkout) throw new Error('Could not open the checkout');
    return c.json({ checkout: checkoutPayload(checkout), redirect_url: redirectUrl });
  });

  routes.post('/billing/checkout/:id/card', async (c) => {
    const account = await requireAccount(c, services);
    const checkout = await ownCheckout(account.user.id, c.req.param('id'));
    if (checkout.gateway_name !== 'test') throw notFound('This checkout does not exist.');
    if (checkout.status === 'completed') throw new HttpError(409, CHECKOUT_COMPLETE_MESSAGE);
    const result = checkTestCard(validate(testCardPayloadSchema, await readBody(c)), services.now());
    if (!result.ok) throw new ValidationError(result.errors);
    const [updated] = await db
      .update(checkoutSessions)
      .set({
        status: 'requires_confirmation',
        card_brand: result.card.brand,
        card_last4: result.card.last4,
        card_exp_month: result.card.exp_month,
        card_exp_year: result.card.exp_year,
        updated_at: services.now(),
      })
      .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, checkout.status)))
      .returning();
    if (!updated) throw new HttpError(409, CHECKOUT_COMPLETE_MESSAGE);
    return c.json({ checkout: checkoutPayload(updated) });
  });

  routes.post('/billing/checkout/:id/confirm', async (c) => {
    const account = await requireAccount(c, services);
    const userId = account.user.id;
    const checkout = await ownCheckout(userId, c.req.param('id'));
    if (checkout.gateway_name !== 'test') throw notFound('This checkout does not exist.');
    if (checkout.status === 'completed') throw new HttpError(409, CHECKOUT_COMPLETE_MESSAGE);
    if (checkout.status !== 'requires_confirmation') {
      throw new ValidationError({ card_number: ['Enter your card details first.'] });
    }
    await refuseIfSubscribed(userId);
    const [price] = await db.select().from(prices).where(eq(prices.id, checkout.price_id));
    if (!price) throw notFound('This plan or price does not exist.');
    const now = services.now();
    const created = await completeCheckout(checkout, 'requires_confirmation', {
      gatewayId: `test_sub_${randomToken(12)}`,
      status: 'active',
      renewsAt: periodEnd(now, price.interval as PriceInterval, price.interval_count),
      endsAt: null,
      card: cardOf(checkout),
    });
    return subscribedAnswer(c, userId, created);
  });

  routes.post('/billing/checkout/:gateway{stripe|paypal}/complete', async (c) => {
    const account = await requireAccount(c, services);
    const userId = account.user.id;
    const gateway = c.req.param('gateway') as 'stripe' | 'paypal';
    const provider = paymentGateways(services).hosted[gateway];
    if (!provider) throw notFound('This payment method is not available.');
    const { reference } = validate(completeCheckoutPayloadSchema, await readBody(c));
    const [byReference] = await db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.user_id, userId),
          eq(checkoutSessions.gateway_name, gateway),
          eq(checkoutSessions.gateway_id, reference),
        ),
      );
    if (!byReference) throw notFound('This checkout does not exist.');
    if (byReference.status === 'completed') throw new HttpError(409, CHECKOUT_COMPLETE_MESSAGE);
    const completed = await viaProvider(c, services, userId, () => provider.completeCheckout(reference));
    // The provider echoes our checkout id: a reference from another user's checkout never matches.
    if (completed.checkoutId !== byReference.id) throw notFound('This checkout does not exist.');
    const created = await completeCheckout(byReference, 'open', completed.subscription);
    return subscribedAnswer(c, userId, created);
  });

  return routes;
}
