import type { BillingSubscription, Checkout, Invoice, TestCardPayload } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { billingStoryData, STORY_INVOICES, STORY_PLANS, storySubscription } from './billing-story-data';

export interface BillingStoryServerOptions {
  subscription?: BillingSubscription | null;
  invoices?: Invoice[];
  /** Makes `GET billing/products` fail. @default false */
  plansFail?: boolean;
}

const declined = (field: string, message: string) =>
  HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });

/** A card check like the test provider's, enough for stories: the decline test card and a bad number fail. */
function checkCard(card: TestCardPayload) {
  const digits = card.card_number.replace(/\s/g, '');
  if (digits === '4000000000000002') return declined('card_number', 'Your card was declined.');
  if (!/^\d{16}$/.test(digits)) return declined('card_number', 'The card number is invalid.');
  return null;
}

/**
 * The reference server's billing calls over in-memory state, in the shapes `apps/server` sends, so a story can
 * check out, cancel and renew and see the screens change. `calls` records what the app sent.
 */
export function createBillingStoryServer(initial: BillingStoryServerOptions = {}) {
  let options = initial;
  let subscription: BillingSubscription | null = null;
  let checkout: Checkout | null = null;
  const calls = { confirm: fn(), cancel: fn(), resume: fn(), change: fn<(body: unknown) => void>() };
  const reset = (next: BillingStoryServerOptions = initial) => {
    options = next;
    subscription = next.subscription ?? null;
    checkout = null;
    for (const call of Object.values(calls)) call.mockClear();
  };
  reset();

  const handlers = [
    http.get('/api/v1/billing/products', () =>
      options.plansFail
        ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        : HttpResponse.json({
            pagination: {
              current_page: 1,
              data: STORY_PLANS,
              from: 1,
              to: 3,
              per_page: 50,
              last_page: 1,
              total: 3,
            },
          }),
    ),
    http.get('/api/v1/billing/checkout/:productId/:priceId', ({ params }) => {
      const product = STORY_PLANS.find((plan) => String(plan.id) === params.productId);
      const price = product?.prices.find((candidate) => String(candidate.id) === params.priceId);
      if (!product || !price)
        return HttpResponse.json({ message: 'This plan or price does not exist.' }, { status: 404 });
      return HttpResponse.json({ product, price, gateways: ['test'] });
    }),
    http.post('/api/v1/billing/checkout', async ({ request }) => {
      const body = (await request.json()) as { product_id: number; price_id: number };
      checkout = {
        id: 'checkout-1',
        gateway: 'test',
        status: 'open',
        product_id: body.product_id,
        price_id: body.price_id,
        card: null,
      };
      return HttpResponse.json({ checkout, redirect_url: null });
    }),
    http.post('/api/v1/billing/checkout/:id/card', async ({ request }) => {
      const card = (await request.json()) as TestCardPayload;
      const refusal = checkCard(card);
      if (refusal || !checkout)
        return refusal ?? HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      checkout = {
        ...checkout,
        status: 'requires_confirmation',
        card: { brand: 'visa', last4: card.card_number.slice(-4), exp_month: 12, exp_year: 2040 },
      };
      return HttpResponse.json({ checkout });
    }),
    http.post('/api/v1/billing/checkout/:id/confirm', async () => {
      calls.confirm();
      if (checkout?.status !== 'requires_confirmation') {
        return HttpResponse.json({ message: 'This checkout is already complete.' }, { status: 409 });
      }
      checkout = { ...checkout, status: 'completed' };
      await delay(50);
      subscription = storySubscription();
      return HttpResponse.json({ subscription, bootstrapData: billingStoryData('subscriber') });
    }),
    http.get('/api/v1/billing/subscription', () => HttpResponse.json({ subscription })),
    http.get('/api/v1/billing/invoices', () =>
      HttpResponse.json({ invoices: options.invoices ?? STORY_INVOICES }),
    ),
    http.post('/api/v1/billing/subscription/cancel', () => {
      calls.cancel();
      if (!subscription) return HttpResponse.json({ message: 'You have no subscription.' }, { status: 404 });
      subscription = {
        ...subscription,
        on_grace_period: true,
        ends_at: subscription.renews_at,
        renews_at: null,
      };
      return HttpResponse.json({ subscription });
    }),
    http.post('/api/v1/billing/subscription/resume', () => {
      calls.resume();
      if (!subscription) return HttpResponse.json({ message: 'You have no subscription.' }, { status: 404 });
      subscription = {
        ...subscription,
        on_grace_period: false,
        renews_at: subscription.ends_at,
        ends_at: null,
      };
      return HttpResponse.json({ subscription });
    }),
    http.post('/api/v1/billing/subscription/change', async ({ request }) => {
      const body = (await request.json()) as { product_id: number; price_id: number };
      calls.change(body);
      const product = STORY_PLANS.find((plan) => plan.id === body.product_id) ?? null;
      const price = product?.prices.find((candidate) => candidate.id === body.price_id) ?? null;
      subscription = storySubscription({ product, price });
      return HttpResponse.json({
        subscription,
        bootstrapData: billingStoryData('subscriber'),
        redirect_url: null,
      });
    }),
    http.post('/api/v1/billing/subscription/payment-method', async ({ request }) => {
      const card = (await request.json()) as TestCardPayload;
      const refusal = checkCard(card);
      if (refusal || !subscription)
        return refusal ?? HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      subscription = {
        ...subscription,
        card: { brand: 'mastercard', last4: card.card_number.slice(-4), exp_month: 12, exp_year: 2040 },
      };
      return HttpResponse.json({ subscription, redirect_url: null });
    }),
  ];
  return { handlers, calls, reset };
}
