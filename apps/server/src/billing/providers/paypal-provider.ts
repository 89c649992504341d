import * as z from 'zod';
import {
  type ChargedPrice,
  type HostedPaymentProvider,
  PaymentProviderError,
  type ProviderSubscription,
} from './payment-provider';

/** PayPal's REST APIs: live, and the sandbox used while `PAYPAL_SANDBOX` is on. */
export const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' };

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  sandbox: boolean;
  fetch: typeof fetch;
  /** Our site's name on PayPal's approval page. */
  brandName: string;
  now(): Date;
  /** The PayPal billing plan made for one of our prices, made once and then remembered (`gateway_prices`). */
  planIds: {
    get(priceId: number): Promise<string | null>;
    set(priceId: number, planId: string): Promise<void>;
  };
}

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.int() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });
const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED']),
  custom_id: z.string().nullish(),
  plan_id: z.string().nullish(),
  billing_info: z.object({ next_billing_time: z.iso.datetime({ offset: true }).nullish() }).nullish(),
  links: z.array(linkSchema).nullish(),
});
type PaypalSubscription = z.infer<typeof subscriptionSchema>;
const createdSchema = z.object({ id: z.string(), links: z.array(linkSchema).nullish() });
const errorSchema = z.object({ message: z.string() });

const INTERVAL_UNIT = { day: 'DAY', month: 'MONTH', year: 'YEAR' } as const;

/**
 * A PayPal subscription in our terms. PayPal cannot cancel at period end, so a cancellation is a suspension that
 * we end at the next billing time; resuming reactivates it.
 */
export function fromPaypalSubscription(
  subscription: PaypalSubscription,
  suspendedUntil?: Date | null,
): ProviderSubscription {
  const next = subscription.billing_info?.next_billing_time;
  const nextBilling = next ? new Date(next) : null;
  const status = {
    APPROVAL_PENDING: 'incomplete',
    APPROVED: 'incomplete',
    ACTIVE: 'active',
    SUSPENDED: 'active',
    CANCELLED: 'canceled',
    EXPIRED: 'canceled',
  }[subscription.status];
  if (subscription.status === 'SUSPENDED') {
    return {
      gatewayId: subscription.id,
      status,
      renewsAt: null,
      endsAt: suspendedUntil ?? nextBilling,
      card: null,
    };
  }
  return { gatewayId: subscription.id, status, renewsAt: nextBilling, endsAt: null, card: null };
}

const approveLink = (links: { href: string; rel: string }[] | null | undefined) =>
  links?.find((link) => link.rel === 'approve')?.href ?? null;

/** PayPal Subscriptions: a product and a billing plan per price, subscriptions approved on PayPal's page. */
export function paypalProvider(config: PaypalConfig): HostedPaymentProvider {
  const base = config.sandbox ? PAYPAL_API.sandbox : PAYPAL_API.live;
  let token: { value: string; expires: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expires > config.now().getTime()) return token.value;
    const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await config.fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success)
      throw new PaymentProviderError('paypal', 'could not sign in to PayPal');
    // A minute early, so a token never expires on its way.
    token = {
      value: parsed.data.access_token,
      expires: config.now().getTime() + (parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S | null,
    body?: unknown,
  ) {
    const response = await config.fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // suspend and activate answer 204 without a body.
    const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      throw new PaymentProviderError(
        'paypal',
        errorSchema.safeParse(json).data?.message ?? `HTTP ${response.status}`,
        json,
      );
    }
    if (!schema) return null as z.infer<S>;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError('paypal', `unexpected answer from ${path}`, json);
    return parsed.data as z.infer<S>;
  }

  async function planFor(price: ChargedPrice): Promise<string> {
    const known = await config.planIds.get(price.id);
    if (known) return known;
    const product = await call('POST', '/v1/catalogs/products', createdSchema, {
      name: price.productName,
      type: 'SERVICE',
    });
    const plan = await call('POST', '/v1/billing/plans', createdSchema, {
      product_id: product.id,
      name: price.productName,
      billing_cycles: [
        {
          frequency: { interval_unit: INTERVAL_UNIT[price.interval], interval_count: price.interval_count },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: price.amount.toFixed(2), currency_code: price.currency } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
    });
    await config.planIds.set(price.id, plan.id);
    return plan.id;
  }

  const retrieve = (gatewayId: string) =>
    call('GET', `/v1/billing/subscriptions/${encodeURIComponent(gatewayId)}`, subscriptionSchema);

  return {
    name: 'paypal',
    async startCheckout(input) {
      const created = await call('POST', '/v1/billing/subscriptions', createdSchema, {
        plan_id: await planFor(input.price),
        custom_id: input.checkoutId,
        subscriber: { email_address: input.email },
        application_context: {
          brand_name: config.brandName,
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
          // PayPal appends `subscription_id` itself.
          return_url: input.returnUrl.replace(/[?&]?[^?&]*\{reference\}/, ''),
          cancel_url: input.cancelUrl,
        },
      });
      const redirectUrl = approveLink(created.links);
      if (!redirectUrl)
        throw new PaymentProviderError('paypal', 'the subscription has no approval link', created);
      return { reference: created.id, redirectUrl };
    },
    async completeCheckout(reference) {
      const subscription = await retrieve(reference);
      if (subscription.status !== 'ACTIVE' && subscription.status !== 'APPROVED') {
        throw new PaymentProviderError('paypal', 'the subscription was not approved', subscription);
      }
      // APPROVED turns ACTIVE within seconds once PayPal takes the first payment; access starts with the approval.
      return {
        checkoutId: subscription.custom_id ?? null,
        subscription: { ...fromPaypalSubscription(subscription), status: 'active' },
      };
    },
    async changePrice(subscription, price) {
      const revised = await call(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(subscription.gatewayId)}/revise`,
        createdSchema.omit({ id: true }),
        { plan_id: await planFor(price) },
      );
      return {
        subscription: fromPaypalSubscription(await retrieve(subscription.gatewayId)),
        redirectUrl: approveLink(revised.links),
      };
    },
    async cancelAtPeriodEnd(subscription) {
      await call(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(subscription.gatewayId)}/suspend`,
        null,
        {
          reason: 'Cancelled by the subscriber at the end of the period',
        },
      );
      return fromPaypalSubscription(await retrieve(subscription.gatewayId), subscription.renewsAt);
    },
    async resume(subscription) {
      await call(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(subscription.gatewayId)}/activate`,
        null,
        {
          reason: 'Resumed by the subscriber',
        },
      );
      return fromPaypalSubscription(await retrieve(subscription.gatewayId));
    },
    async cancelNow(subscription) {
      await call(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(subscription.gatewayId)}/cancel`,
        null,
        { reason: 'Cancelled by the site' },
      );
      return fromPaypalSubscription(await retrieve(subscription.gatewayId));
    },
    async syncPrice(price) {
      // PayPal keeps a plan's pricing and its product's name once made: a known price has nothing to push.
      await planFor(price);
    },
    startPaymentMethodChange() {
      // PayPal keeps the funding source in the payer's own PayPal account; its API offers no way to change it.
      return Promise.reject(new PaymentProviderError('paypal', 'the payment method is managed in PayPal'));
    },
    completePaymentMethodChange() {
      return Promise.reject(new PaymentProviderError('paypal', 'the payment method is managed in PayPal'));
    },
  };
}
