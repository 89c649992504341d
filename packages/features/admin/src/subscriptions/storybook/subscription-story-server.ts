import type { AdminSubscription, CreateAdminSubscriptionPayload } from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';
import { overridden } from '../../plans/storybook/plan-story-server';

const customer = (id: number, name: string) => ({
  id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  image: null,
});

const premiumMonthly = {
  id: 3,
  amount: 9.99,
  currency: 'USD',
  interval: 'month' as const,
  interval_count: 1,
};

/** Three customers: one renewing, one cancelled at period end, one whose plan ended. */
export const STORY_SUBSCRIPTIONS: AdminSubscription[] = [
  {
    id: 1,
    customer: customer(10, 'Ines Silva'),
    plan: { id: 2, name: 'Premium' },
    price: premiumMonthly,
    gateway: 'stripe',
    status: 'active',
    valid: true,
    on_grace_period: false,
    renews_at: '2026-12-20T10:00:00.000Z',
    ends_at: null,
    created_at: '2026-10-20T10:00:00.000Z',
  },
  {
    id: 2,
    customer: customer(11, 'Farid Haddad'),
    plan: { id: 3, name: 'Family' },
    price: { ...premiumMonthly, id: 5, amount: 15.99 },
    gateway: 'paypal',
    status: 'active',
    valid: true,
    on_grace_period: true,
    renews_at: null,
    ends_at: '2026-12-02T10:00:00.000Z',
    created_at: '2026-09-02T10:00:00.000Z',
  },
  {
    id: 3,
    customer: customer(12, 'Kemi Okafor'),
    plan: { id: 2, name: 'Premium' },
    price: null,
    gateway: 'none',
    status: 'canceled',
    valid: false,
    on_grace_period: false,
    renews_at: null,
    ends_at: '2026-11-01T10:00:00.000Z',
    created_at: '2026-08-01T10:00:00.000Z',
  },
];

/** `GET admin/subscriptions`: the story's subscriptions, searched by customer and filtered by status. */
export const subscriptionsListed = (rows: AdminSubscription[] = STORY_SUBSCRIPTIONS) =>
  http.get('*/api/v1/admin/subscriptions', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const status = decodeListFilters(params.get('filters') ?? '').find((filter) => filter.key === 'status');
    const data = rows.filter(
      (row) =>
        row.customer.name.toLowerCase().includes(query) &&
        (status === undefined || row.status === status.value),
    );
    return HttpResponse.json({
      pagination: {
        data,
        from: data.length === 0 ? null : 1,
        to: data.length === 0 ? null : data.length,
        total: data.length,
        per_page: 15,
        current_page: 1,
        last_page: 1,
      },
    });
  });

const answer = (id: number, change: Partial<AdminSubscription>) =>
  HttpResponse.json({ subscription: { ...STORY_SUBSCRIPTIONS.find((row) => row.id === id), ...change } });

export const subscriptionChanged = [
  http.post('*/api/v1/admin/subscriptions/:id/cancel', ({ params }) =>
    answer(Number(params.id), { valid: false, status: 'canceled' }),
  ),
  http.post('*/api/v1/admin/subscriptions/:id/resume', ({ params }) =>
    answer(Number(params.id), { on_grace_period: false, ends_at: null }),
  ),
  overridden('PUT', '*/api/v1/admin/subscriptions/:id', ({ params }) =>
    answer(Number(params.id), { plan: { id: 3, name: 'Family' } }),
  ),
  overridden('DELETE', '*/api/v1/admin/subscriptions/:ids', () => HttpResponse.json({ status: 'success' })),
];

/** `POST admin/subscriptions`: records the plan given, handing each body to `onGiven` for the story to check. */
export const subscriptionGiven = (onGiven: (body: CreateAdminSubscriptionPayload) => void = () => {}) =>
  http.post('*/api/v1/admin/subscriptions', async ({ request }) => {
    const body = (await request.json()) as CreateAdminSubscriptionPayload;
    onGiven(body);
    return HttpResponse.json(
      {
        subscription: {
          ...STORY_SUBSCRIPTIONS[0],
          id: 9,
          customer: customer(body.user_id, 'Grace Hopper'),
          gateway: 'none',
        },
      },
      { status: 201 },
    );
  });
