import { describe, expect, it } from 'vitest';
import { jsonAnswer, RecordingFetch } from '../../test-support/recording-fetch';
import { PaymentProviderError } from './payment-provider';
import { STRIPE_API, stripeProvider, stripeUnitAmount } from './stripe-provider';

// Stripe cannot be reached from here: these tests check the requests against Stripe's documented shapes
// (https://docs.stripe.com/api) and answer with recorded ones.
const PERIOD_END = 1_767_225_600; // 2026-01-01T00:00:00Z

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status: 'active',
  customer: 'cus_1',
  cancel_at_period_end: false,
  cancel_at: null,
  default_payment_method: {
    id: 'pm_1',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  },
  items: { data: [{ id: 'si_1', current_period_end: PERIOD_END, price: { id: 'price_1' } }] },
  ...overrides,
});

function setup(known: string | null = null) {
  const recording = new RecordingFetch();
  const saved = new Map<number, string>();
  const provider = stripeProvider({
    secretKey: 'sk_test_123',
    fetch: recording.fetch,
    priceIds: {
      get: async (id) => saved.get(id) ?? known,
      set: async (id, stripeId) => void saved.set(id, stripeId),
    },
  });
  return { recording, provider, saved };
}

const PRICE = {
  id: 7,
  amount: 9.99,
  currency: 'USD',
  interval: 'month' as const,
  interval_count: 1,
  productName: 'Premium',
};

describe('the Stripe adapter', () => {
  it('creates a recurring price once, then a Checkout Session in subscription mode', async () => {
    const { recording, provider, saved } = setup();
    recording.answer((request) =>
      request.url.pathname === '/v1/prices'
        ? jsonAnswer({ id: 'price_new' })
        : request.url.pathname === '/v1/checkout/sessions'
          ? jsonAnswer({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' })
          : undefined,
    );
    const started = await provider.startCheckout({
      checkoutId: 'ours',
      email: 'nina@example.com',
      price: PRICE,
      returnUrl: 'https://music.example.com/checkout/2/7/stripe/done?reference={reference}',
      cancelUrl: 'https://music.example.com/checkout/2/7',
    });
    expect(started).toEqual({ reference: 'cs_1', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_1' });

    const [price, session] = recording.requests;
    expect(price?.headers.get('authorization')).toBe('Bearer sk_test_123');
    expect(price?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(price?.body))).toEqual({
      currency: 'usd',
      unit_amount: '999',
      'recurring[interval]': 'month',
      'recurring[interval_count]': '1',
      'product_data[name]': 'Premium',
      'metadata[price_id]': '7',
    });
    expect(saved.get(7)).toBe('price_new');
    expect(`${session?.url.origin}${session?.url.pathname}`).toBe(`${STRIPE_API}/v1/checkout/sessions`);
    expect(Object.fromEntries(new URLSearchParams(session?.body))).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_new',
      'line_items[0][quantity]': '1',
      customer_email: 'nina@example.com',
      client_reference_id: 'ours',
      success_url: 'https://music.example.com/checkout/2/7/stripe/done?reference={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://music.example.com/checkout/2/7',
    });
  });

  it('reads a completed session back with its subscription, period end and card', async () => {
    const { recording, provider } = setup();
    recording.answer(() =>
      jsonAnswer({
        id: 'cs_1',
        status: 'complete',
        client_reference_id: 'ours',
        subscription: subscription(),
      }),
    );
    const completed = await provider.completeCheckout('cs_1');
    expect(recording.requests[0]?.url.searchParams.getAll('expand[]')).toEqual([
      'subscription.default_payment_method',
    ]);
    expect(completed).toEqual({
      checkoutId: 'ours',
      subscription: {
        gatewayId: 'sub_1',
        status: 'active',
        renewsAt: new Date(PERIOD_END * 1000),
        endsAt: null,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    });
  });

  it('refuses a session that is still open', async () => {
    const { recording, provider } = setup();
    recording.answer(() => jsonAnswer({ id: 'cs_1', status: 'open', subscription: null }));
    await expect(provider.completeCheckout('cs_1')).rejects.toThrow(PaymentProviderError);
  });

  it('cancels at period end and resumes by updating cancel_at_period_end', async () => {
    const { recording, provider } = setup();
    recording.answer((request) =>
      jsonAnswer(
        subscription({
          cancel_at_period_end: new URLSearchParams(request.body).get('cancel_at_period_end') === 'true',
        }),
      ),
    );
    const stored = { gatewayId: 'sub_1', renewsAt: null, endsAt: null };
    const cancelled = await provider.cancelAtPeriodEnd(stored);
    expect(cancelled).toMatchObject({ renewsAt: null, endsAt: new Date(PERIOD_END * 1000) });
    const resumed = await provider.resume(stored);
    expect(resumed).toMatchObject({ renewsAt: new Date(PERIOD_END * 1000), endsAt: null });
    expect(
      recording.requests.map((request) => [
        request.method,
        request.url.pathname,
        new URLSearchParams(request.body).get('cancel_at_period_end'),
      ]),
    ).toEqual([
      ['POST', '/v1/subscriptions/sub_1', 'true'],
      ['POST', '/v1/subscriptions/sub_1', 'false'],
    ]);
  });

  it('swaps the subscription item to the new price with prorations', async () => {
    const { recording, provider } = setup('price_family');
    recording.answer(() => jsonAnswer(subscription()));
    await provider.changePrice({ gatewayId: 'sub_1', renewsAt: null, endsAt: null }, { ...PRICE, id: 8 });
    const update = recording.requests[1];
    expect(Object.fromEntries(new URLSearchParams(update?.body))).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_family',
      proration_behavior: 'create_prorations',
    });
  });

  it("turns Stripe's error answer into a provider error carrying its message", async () => {
    const { recording, provider } = setup('price_1');
    recording.answer(() =>
      jsonAnswer({ error: { type: 'invalid_request_error', message: 'No such customer' } }, 400),
    );
    await expect(
      provider.startCheckout({
        checkoutId: 'x',
        email: 'a@b.c',
        price: PRICE,
        returnUrl: 'https://a/{reference}',
        cancelUrl: 'https://a',
      }),
    ).rejects.toThrow('stripe: No such customer');
  });

  it('sends zero-decimal currencies in whole units', () => {
    expect(stripeUnitAmount(1500, 'JPY')).toBe(1500);
    expect(stripeUnitAmount(19.99, 'EUR')).toBe(1999);
  });
});
