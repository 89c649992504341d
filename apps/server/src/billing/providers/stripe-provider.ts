import * as z from 'zod';
import {
  type ChargedPrice,
  type HostedPaymentProvider,
  PaymentProviderError,
  type ProviderSubscription,
  type StoredSubscription,
} from './payment-provider';

/** Stripe's API, https://docs.stripe.com/api. */
export const STRIPE_API = 'https://api.stripe.com';

export interface StripeConfig {
  secretKey: string;
  fetch: typeof fetch;
  /** The Stripe price made for one of our prices, made once and then remembered (`gateway_prices`). */
  priceIds: {
    get(priceId: number): Promise<string | null>;
    set(priceId: number, stripePriceId: string): Promise<void>;
  };
}

const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.int(),
  exp_year: z.int(),
});
const paymentMethodSchema = z.object({ id: z.string(), card: cardSchema.nullish() });

// Since API version 2025-03-31 the period end lives on the subscription items; older versions keep it on top.
const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.int().nullish(),
  cancel_at: z.int().nullish(),
  default_payment_method: z.union([z.string(), paymentMethodSchema]).nullish(),
  items: z.object({
    data: z.array(
      z.object({
        id: z.string(),
        current_period_end: z.int().nullish(),
        price: z.object({ id: z.string() }),
      }),
    ),
  }),
});
type StripeSubscription = z.infer<typeof subscriptionSchema>;

const checkoutSessionSchema = z.object({
  id: z.string(),
  url: z.string().nullish(),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  client_reference_id: z.string().nullish(),
  subscription: z.union([z.string(), subscriptionSchema]).nullish(),
  setup_intent: z
    .union([z.string(), z.object({ payment_method: z.union([z.string(), paymentMethodSchema]) })])
    .nullish(),
});
const priceSchema = z.object({ id: z.string() });
const pricedProductSchema = z.object({ id: z.string(), product: z.string() });
const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/** Stripe's currencies without a minor unit, whose amounts are sent as they are instead of in cents. */
const ZERO_DECIMAL_CURRENCIES = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** The smallest currency unit Stripe takes: cents for USD, whole yen for JPY. */
export function stripeUnitAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toLowerCase()) ? Math.round(amount) : Math.round(amount * 100);
}

/** Stripe takes form-encoded bodies with bracketed keys (`recurring[interval]`). */
function formBody(fields: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, String(value));
  return body;
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** A Stripe subscription in our terms: cancelled at period end means it ends then and no longer renews. */
export function fromStripeSubscription(subscription: StripeSubscription): ProviderSubscription {
  const periodEnd = toDate(subscription.items.data[0]?.current_period_end ?? subscription.current_period_end);
  const method = subscription.default_payment_method;
  const card = typeof method === 'object' && method?.card ? method.card : undefined;
  const ending = subscription.cancel_at_period_end || subscription.cancel_at;
  return {
    gatewayId: subscription.id,
    status: subscription.status,
    renewsAt: ending ? null : periodEnd,
    endsAt: ending ? (toDate(subscription.cancel_at) ?? periodEnd) : null,
    ...(card ? { card } : {}),
  };
}

/** Stripe Billing: Checkout in subscription mode, subscription updates, and Checkout in setup mode for a new card. */
export function stripeProvider(config: StripeConfig): HostedPaymentProvider {
  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    fields?: Record<string, string | number | boolean | undefined>,
  ): Promise<z.infer<S>> {
    const response = await config.fetch(`${STRIPE_API}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        ...(fields ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(fields ? { body: formBody(fields) } : {}),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = errorSchema.safeParse(json).data?.error.message ?? `HTTP ${response.status}`;
      throw new PaymentProviderError('stripe', message, json);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError('stripe', `unexpected answer from ${path}`, json);
    return parsed.data;
  }

  async function stripePriceFor(price: ChargedPrice): Promise<string> {
    const known = await config.priceIds.get(price.id);
    if (known) return known;
    const created = await call('POST', '/v1/prices', priceSchema, {
      currency: price.currency.toLowerCase(),
      unit_amount: stripeUnitAmount(price.amount, price.currency),
      'recurring[interval]': price.interval,
      'recurring[interval_count]': price.interval_count,
      'product_data[name]': price.productName,
      'metadata[price_id]': price.id,
    });
    await config.priceIds.set(price.id, created.id);
    return created.id;
  }

  const retrieve = (gatewayId: string) =>
    call(
      'GET',
      `/v1/subscriptions/${encodeURIComponent(gatewayId)}?expand[]=default_payment_method`,
      subscriptionSchema,
    );
  const update = (gatewayId: string, fields: Record<string, string | number | boolean | undefined>) =>
    call('POST', `/v1/subscriptions/${encodeURIComponent(gatewayId)}`, subscriptionSchema, {
      ...fields,
      'expand[]': 'default_payment_method',
    });
  const withSessionId = (url: string) => url.replace('{reference}', '{CHECKOUT_SESSION_ID}');

  return {
    name: 'stripe',
    async startCheckout(input) {
      const session = await call('POST', '/v1/checkout/sessions', checkoutSessionSchema, {
        mode: 'subscription',
        'line_items[0][price]': await stripePriceFor(input.price),
        'line_items[0][quantity]': 1,
        customer_email: input.email,
        client_reference_id: input.checkoutId,
        success_url: withSessionId(input.returnUrl),
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new PaymentProviderError('stripe', 'the checkout session has no url', session);
      return { reference: session.id, redirectUrl: session.url };
    },
    async completeCheckout(reference) {
      const session = await call(
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(reference)}?expand[]=subscription.default_payment_method`,
        checkoutSessionSchema,
      );
      if (
        session.status !== 'complete' ||
        typeof session.subscription !== 'object' ||
        !session.subscription
      ) {
        throw new PaymentProviderError('stripe', 'the checkout is not complete', session);
      }
      return {
        checkoutId: session.client_reference_id ?? null,
        subscription: fromStripeSubscription(session.subscription),
      };
    },
    async changePrice(subscription, price) {
      const current = await retrieve(subscription.gatewayId);
      const item = current.items.data[0];
      if (!item) throw new PaymentProviderError('stripe', 'the subscription has no item', current);
      const updated = await update(subscription.gatewayId, {
        'items[0][id]': item.id,
        'items[0][price]': await stripePriceFor(price),
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      });
      return { subscription: fromStripeSubscription(updated), redirectUrl: null };
    },
    async cancelAtPeriodEnd(subscription: StoredSubscription) {
      return fromStripeSubscription(await update(subscription.gatewayId, { cancel_at_period_end: true }));
    },
    async resume(subscription) {
      return fromStripeSubscription(await update(subscription.gatewayId, { cancel_at_period_end: false }));
    },
    async cancelNow(subscription) {
      return fromStripeSubscription(
        await call(
          'DELETE',
          `/v1/subscriptions/${encodeURIComponent(subscription.gatewayId)}`,
          subscriptionSchema,
        ),
      );
    },
    async syncPrice(price) {
      const known = await config.priceIds.get(price.id);
      if (!known) {
        await stripePriceFor(price);
        return;
      }
      // A Stripe price cannot change its terms, but the product it sells can be renamed with the plan.
      const stripePrice = await call('GET', `/v1/prices/${encodeURIComponent(known)}`, pricedProductSchema);
      await call('POST', `/v1/products/${encodeURIComponent(stripePrice.product)}`, priceSchema, {
        name: price.productName,
      });
    },
    async startPaymentMethodChange(subscription, returnUrl, cancelUrl) {
      const current = await retrieve(subscription.gatewayId);
      const customer = typeof current.customer === 'string' ? current.customer : current.customer.id;
      const session = await call('POST', '/v1/checkout/sessions', checkoutSessionSchema, {
        mode: 'setup',
        customer,
        'payment_method_types[0]': 'card',
        'setup_intent_data[metadata][subscription_id]': subscription.gatewayId,
        success_url: withSessionId(returnUrl),
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new PaymentProviderError('stripe', 'the setup session has no url', session);
      return session.url;
    },
    async completePaymentMethodChange(subscription, reference) {
      const session = await call(
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(reference)}?expand[]=setup_intent`,
        checkoutSessionSchema,
      );
      const intent = session.setup_intent;
      if (session.status !== 'complete' || typeof intent !== 'object' || !intent) {
        throw new PaymentProviderError('stripe', 'the card was not saved', session);
      }
      const paymentMethod =
        typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
      return fromStripeSubscription(
        await update(subscription.gatewayId, { default_payment_method: paymentMethod }),
      );
    },
  };
}
