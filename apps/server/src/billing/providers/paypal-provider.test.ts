import { describe, expect, it } from 'vitest';
import { jsonAnswer, RecordingFetch } from '../../test-support/recording-fetch';
import { PAYPAL_API, paypalProvider } from './paypal-provider';

// PayPal cannot be reached from here: these tests check the requests against PayPal's documented shapes
// (https://developer.paypal.com/docs/api/subscriptions/v1/) and answer with recorded ones.
const NEXT_BILLING = '2026-01-01T10:00:00Z';

function setup(plan: string | null = null) {
  const recording = new RecordingFetch();
  const provider = paypalProvider({
    clientId: 'client',
    clientSecret: 'secret',
    sandbox: true,
    fetch: recording.fetch,
    brandName: 'Tonearm',
    now: () => new Date('2025-12-01T00:00:00Z'),
    planIds: { get: async () => plan, set: async () => undefined },
  });
  recording.answer((request) =>
    request.url.pathname === '/v1/oauth2/token'
      ? jsonAnswer({ access_token: 'A21', expires_in: 32400 })
      : undefined,
  );
  return { recording, provider };
}

const PRICE = {
  id: 7,
  amount: 99.99,
  currency: 'USD',
  interval: 'year' as const,
  interval_count: 1,
  productName: 'Premium',
};

describe('the PayPal adapter', () => {
  it('signs in with client credentials, makes a product and a yearly plan, then a subscription to approve', async () => {
    const { recording, provider } = setup();
    recording.answer((request) => {
      if (request.url.pathname === '/v1/catalogs/products') return jsonAnswer({ id: 'PROD-1' }, 201);
      if (request.url.pathname === '/v1/billing/plans') return jsonAnswer({ id: 'P-1' }, 201);
      if (request.url.pathname === '/v1/billing/subscriptions') {
        return jsonAnswer(
          {
            id: 'I-1',
            status: 'APPROVAL_PENDING',
            links: [
              {
                href: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1',
                rel: 'approve',
              },
            ],
          },
          201,
        );
      }
      return undefined;
    });
    const started = await provider.startCheckout({
      checkoutId: 'ours',
      email: 'nina@example.com',
      price: PRICE,
      returnUrl: 'https://music.example.com/checkout/2/7/paypal/done?reference={reference}',
      cancelUrl: 'https://music.example.com/checkout/2/7',
    });
    expect(started).toEqual({
      reference: 'I-1',
      redirectUrl: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1',
    });

    const [token, product, plan, subscription] = recording.requests;
    expect(`${token?.url.origin}${token?.url.pathname}`).toBe(`${PAYPAL_API.sandbox}/v1/oauth2/token`);
    expect(token?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(product?.headers.get('authorization')).toBe('Bearer A21');
    expect(JSON.parse(product?.body ?? '')).toEqual({ name: 'Premium', type: 'SERVICE' });
    expect(JSON.parse(plan?.body ?? '')).toEqual({
      product_id: 'PROD-1',
      name: 'Premium',
      billing_cycles: [
        {
          frequency: { interval_unit: 'YEAR', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: '99.99', currency_code: 'USD' } },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
    });
    expect(JSON.parse(subscription?.body ?? '')).toEqual({
      plan_id: 'P-1',
      custom_id: 'ours',
      subscriber: { email_address: 'nina@example.com' },
      application_context: {
        brand_name: 'Tonearm',
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: 'https://music.example.com/checkout/2/7/paypal/done',
        cancel_url: 'https://music.example.com/checkout/2/7',
      },
    });
    // The access token is reused while it lasts.
    expect(recording.to(`${PAYPAL_API.sandbox}/v1/oauth2/token`)).toHaveLength(1);
  });

  it('reads an approved subscription back as active until its next billing time', async () => {
    const { recording, provider } = setup('P-1');
    recording.answer(() =>
      jsonAnswer({
        id: 'I-1',
        status: 'ACTIVE',
        custom_id: 'ours',
        billing_info: { next_billing_time: NEXT_BILLING },
      }),
    );
    expect(await provider.completeCheckout('I-1')).toEqual({
      checkoutId: 'ours',
      subscription: {
        gatewayId: 'I-1',
        status: 'active',
        renewsAt: new Date(NEXT_BILLING),
        endsAt: null,
        card: null,
      },
    });
  });

  it('refuses a subscription the payer did not approve', async () => {
    const { recording, provider } = setup('P-1');
    recording.answer(() => jsonAnswer({ id: 'I-1', status: 'APPROVAL_PENDING' }));
    await expect(provider.completeCheckout('I-1')).rejects.toThrow(
      'paypal: the subscription was not approved',
    );
  });

  it('cancels at period end by suspending until the next billing time, and resumes by activating', async () => {
    const { recording, provider } = setup('P-1');
    let status = 'ACTIVE';
    recording.answer((request) => {
      if (request.url.pathname.endsWith('/suspend')) {
        status = 'SUSPENDED';
        return new Response(null, { status: 204 });
      }
      if (request.url.pathname.endsWith('/activate')) {
        status = 'ACTIVE';
        return new Response(null, { status: 204 });
      }
      return jsonAnswer({ id: 'I-1', status, billing_info: { next_billing_time: NEXT_BILLING } });
    });
    const stored = { gatewayId: 'I-1', renewsAt: new Date(NEXT_BILLING), endsAt: null };
    expect(await provider.cancelAtPeriodEnd(stored)).toMatchObject({
      status: 'active',
      renewsAt: null,
      endsAt: new Date(NEXT_BILLING),
    });
    expect(await provider.resume(stored)).toMatchObject({
      status: 'active',
      renewsAt: new Date(NEXT_BILLING),
      endsAt: null,
    });
    expect(
      recording.requests
        .filter((request) => request.method === 'POST')
        .map((request) => request.url.pathname),
    ).toEqual([
      '/v1/oauth2/token',
      '/v1/billing/subscriptions/I-1/suspend',
      '/v1/billing/subscriptions/I-1/activate',
    ]);
  });

  it('says the payment method is managed in PayPal', async () => {
    const { provider } = setup();
    await expect(
      provider.startPaymentMethodChange(
        { gatewayId: 'I-1', renewsAt: null, endsAt: null },
        'https://a',
        'https://b',
      ),
    ).rejects.toThrow('managed in PayPal');
  });
});
