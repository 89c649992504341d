import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bootstrapDataJson, lengthAwarePageJson, productJson } from '../contract/fixtures/laravel-payloads';
import { completeHostedCheckout, confirmCheckout, getProducts, startCheckout } from './billing';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('getProducts', () => {
  it('fetches GET billing/products and reads the plans from pagination.data', async () => {
    const http = new RecordingHttpClient({ pagination: lengthAwarePageJson([productJson]) });
    const { pagination } = await getProducts(http);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'billing/products',
      body: undefined,
      params: undefined,
      callName: 'GET billing/products',
    });
    expect(pagination.data[0]?.prices.map((price) => price.interval)).toEqual(['month', 'year']);
  });

  it('rejects a plan whose price interval is unknown', async () => {
    const weekly = { ...productJson, prices: [{ ...productJson.prices[0], interval: 'week' }] };
    await expect(
      getProducts(new RecordingHttpClient({ pagination: lengthAwarePageJson([weekly]) })),
    ).rejects.toThrow(z.core.$ZodError);
  });
});

const subscriptionJson = {
  id: 40,
  gateway: 'test',
  status: 'active',
  valid: true,
  active: true,
  on_grace_period: false,
  product: productJson,
  price: productJson.prices[0],
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
  renews_at: '2026-12-25T10:00:00.000Z',
  ends_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
};

describe('the checkout calls', () => {
  it('opens a checkout with POST billing/checkout', async () => {
    const checkout = { id: 'c1', gateway: 'test', status: 'open', product_id: 2, price_id: 21, card: null };
    const http = new RecordingHttpClient({ checkout, redirect_url: null });
    const answer = await startCheckout(http, { product_id: 2, price_id: 21, gateway: 'test' });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'billing/checkout',
      body: { product_id: 2, price_id: 21, gateway: 'test' },
    });
    expect(answer.checkout.status).toBe('open');
  });

  it('confirms a checkout by its escaped id and reads the new subscription and bootstrap data', async () => {
    const http = new RecordingHttpClient({
      subscription: subscriptionJson,
      bootstrapData: bootstrapDataJson,
    });
    const answer = await confirmCheckout(http, 'a/b');
    expect(http.onlyRequest).toMatchObject({ method: 'POST', path: 'billing/checkout/a%2Fb/confirm' });
    expect(answer.subscription.card?.last4).toBe('4242');
  });

  it('rejects a provider page that is not an http(s) address', async () => {
    const checkout = { id: 'c1', gateway: 'stripe', status: 'open', product_id: 2, price_id: 21, card: null };
    await expect(
      startCheckout(new RecordingHttpClient({ checkout, redirect_url: 'javascript:alert(1)' }), {
        product_id: 2,
        price_id: 21,
        gateway: 'stripe',
      }),
    ).rejects.toThrow(z.core.$ZodError);
  });

  it('completes a hosted checkout with the reference from the return address', async () => {
    const http = new RecordingHttpClient({
      subscription: subscriptionJson,
      bootstrapData: bootstrapDataJson,
    });
    await completeHostedCheckout(http, 'paypal', 'I-1');
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'billing/checkout/paypal/complete',
      body: { reference: 'I-1' },
    });
  });
});
