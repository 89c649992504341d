import {
  changePlanPayloadSchema,
  completeCheckoutPayloadSchema,
  testCardPayloadSchema,
} from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccount } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { baseUrl, bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { subscriptions } from '../db/schema';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import {
  billingSubscriptionPayload,
  chargedPrice,
  currentSubscription,
  findPlanPrice,
  invoicesOf,
  providerColumns,
  recordInvoice,
} from './billing-store';
import { rotateSessionForPrivilegeChange } from './privilege-change';
import type { PriceInterval } from './product-catalogue';
import { viaProvider } from './provider-call';
import { paymentGateways } from './providers/gateways';
import {
  type HostedPaymentProvider,
  type ProviderSubscription,
  periodEnd,
} from './providers/payment-provider';
import { checkTestCard } from './providers/test-card';

export const NOT_SUBSCRIBED_MESSAGE = 'You have no subscription.';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The billing area's calls (doc 001 §2 /billing): the current subscription, change plan, cancel at period end,
 * resume, change payment method, and the invoices.
 */
export function subscriptionRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  async function held(userId: number): Promise<SubscriptionRow> {
    const subscription = await currentSubscription(db, userId, services.now());
    if (!subscription) throw notFound(NOT_SUBSCRIBED_MESSAGE);
    return subscription;
  }

  /** The provider billing a subscription; `null` for the test provider and for plans an admin gave. */
  function providerOf(subscription: SubscriptionRow): HostedPaymentProvider | null {
    if (subscription.gateway_name === 'test' || subscription.gateway_name === 'none') return null;
    const provider = paymentGateways(services).hosted[subscription.gateway_name as 'stripe' | 'paypal'];
    if (!provider || !subscription.gateway_id) {
      throw new HttpError(
        409,
        'This subscription is billed through a payment provider this site no longer offers.',
      );
    }
    return provider;
  }

  const stored = (subscription: SubscriptionRow) => ({
    gatewayId: subscription.gateway_id ?? '',
    renewsAt: subscription.renews_at,
    endsAt: subscription.ends_at,
  });

  async function save(subscription: SubscriptionRow, changes: Partial<SubscriptionRow>) {
    const [updated] = await db
      .update(subscriptions)
      .set({ ...changes, updated_at: services.now() })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    if (!updated) throw notFound(NOT_SUBSCRIBED_MESSAGE);
    return updated;
  }

  const payload = (row: SubscriptionRow) => billingSubscriptionPayload(db, row, services.now());

  routes.get('/billing/subscription', async (c) => {
    const account = await requireAccount(c, services);
    const subscription = await currentSubscription(db, account.user.id, services.now());
    return c.json({ subscription: subscription ? await payload(subscription) : null });
  });

  routes.get('/billing/invoices', async (c) => {
    const account = await requireAccount(c, services);
    return c.json({ invoices: await invoicesOf(db, account.user.id) });
  });

  routes.post('/billing/subscription/change', async (c) => {
    const account = await requireAccount(c, services);
    const userId = account.user.id;
    const body = validate(changePlanPayloadSchema, await readBody(c));
    const subscription = await held(userId);
    const plan = await findPlanPrice(db, body.product_id, body.price_id);
    if (!plan) throw notFound('This plan or price does not exist.');
    if (plan.price.id === subscription.price_id && subscription.ends_at === null) {
      throw new ValidationError({ price_id: ['You are already subscribed to this plan.'] });
    }
    const provider = providerOf(subscription);
    const now = services.now();
    let reported: ProviderSubscription;
    let redirectUrl: string | null = null;
    if (provider) {
      const changed = await viaProvider(c, services, userId, () =>
        provider.changePrice(stored(subscription), chargedPrice(plan)),
      );
      reported = changed.subscription;
      redirectUrl = changed.redirectUrl;
    } else {
      // The test provider starts the new price's period now, as Stripe does with `billing_cycle_anchor: now`.
      reported = {
        gatewayId: subscription.gateway_id ?? '',
        status: 'active',
        renewsAt: periodEnd(now, plan.price.interval as PriceInterval, plan.price.interval_count),
        endsAt: null,
      };
    }
    const updated = await save(subscription, {
      product_id: plan.product.id,
      price_id: plan.price.id,
      ...providerColumns(reported, now),
    });
    if (!provider)
      await recordInvoice(db, {
        userId,
        subscriptionId: updated.id,
        plan,
        start: now,
        end: updated.renews_at,
      });
    await rotateSessionForPrivilegeChange(c, services, userId);
    return c.json({
      subscription: await payload(updated),
      bootstrapData: await bootstrapForRequest(c, services),
      redirect_url: redirectUrl,
    });
  });

  routes.post('/billing/subscription/cancel', async (c) => {
    const account = await requireAccount(c, services);
    const subscription = await held(account.user.id);
    if (subscription.ends_at !== null) throw new HttpError(409, 'This subscription is already cancelled.');
    const provider = providerOf(subscription);
    const reported = provider
      ? await viaProvider(c, services, account.user.id, () =>
          provider.cancelAtPeriodEnd(stored(subscription)),
        )
      : { status: subscription.status, renewsAt: null, endsAt: subscription.renews_at ?? services.now() };
    const updated = await save(subscription, {
      status: reported.status,
      renews_at: reported.renewsAt,
      ends_at: reported.endsAt,
    });
    return c.json({ subscription: await payload(updated) });
  });

  routes.post('/billing/subscription/resume', async (c) => {
    const account = await requireAccount(c, services);
    const subscription = await held(account.user.id);
    if (subscription.ends_at === null) throw new HttpError(409, 'This subscription is not cancelled.');
    const provider = providerOf(subscription);
    const reported = provider
      ? await viaProvider(c, services, account.user.id, () => provider.resume(stored(subscription)))
      : { status: 'active', renewsAt: subscription.ends_at, endsAt: null };
    const updated = await save(subscription, {
      status: reported.status,
      renews_at: reported.renewsAt,
      ends_at: reported.endsAt,
    });
    return c.json({ subscription: await payload(updated) });
  });

  routes.post('/billing/subscription/payment-method', async (c) => {
    const account = await requireAccount(c, services);
    const subscription = await held(account.user.id);
    const provider = providerOf(subscription);
    if (provider) {
      const done = `${baseUrl(c, services)}/billing/change-payment-method/done?reference={reference}`;
      const redirectUrl = await viaProvider(c, services, account.user.id, () =>
        provider.startPaymentMethodChange(stored(subscription), done, `${baseUrl(c, services)}/billing`),
      );
      return c.json({ subscription: await payload(subscription), redirect_url: redirectUrl });
    }
    const result = checkTestCard(validate(testCardPayloadSchema, await readBody(c)), services.now());
    if (!result.ok) throw new ValidationError(result.errors);
    const updated = await save(subscription, {
      card_brand: result.card.brand,
      card_last4: result.card.last4,
      card_exp_month: result.card.exp_month,
      card_exp_year: result.card.exp_year,
    });
    return c.json({ subscription: await payload(updated), redirect_url: null });
  });

  routes.post('/billing/subscription/payment-method/complete', async (c) => {
    const account = await requireAccount(c, services);
    const subscription = await held(account.user.id);
    const provider = providerOf(subscription);
    if (!provider) throw notFound('There is no payment method change to complete.');
    const { reference } = validate(completeCheckoutPayloadSchema, await readBody(c));
    const reported = await viaProvider(c, services, account.user.id, () =>
      provider.completePaymentMethodChange(stored(subscription), reference),
    );
    const updated = await save(subscription, providerColumns(reported, services.now()));
    return c.json({ subscription: await payload(updated) });
  });

  return routes;
}
