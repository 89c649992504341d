import type { AdminPlan, AdminPlanRow, PlanPayload } from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { delay, HttpResponse, type HttpResponseResolver, http } from 'msw';
import { STORY_CATALOGUE } from '../../permission-editor/storybook/permission-catalogue.story-data';

/** A PUT or DELETE as the client sends it: a POST whose `_method` names the real method. */
export function overridden(method: 'PUT' | 'DELETE', path: string, resolver: HttpResponseResolver) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

const price = (id: number, amount: number, interval: 'month' | 'year', subscribers: number) => ({
  id,
  amount,
  currency: 'USD',
  interval,
  interval_count: 1,
  subscribers,
});

/** The demo plans as `GET admin/plans` lists them. */
export const STORY_PLANS: AdminPlanRow[] = [
  {
    id: 1,
    name: 'Free',
    position: 0,
    recommended: false,
    hidden: false,
    free: true,
    prices: [],
    subscribers: 0,
  },
  {
    id: 2,
    name: 'Premium',
    position: 1,
    recommended: true,
    hidden: false,
    free: false,
    prices: [price(3, 9.99, 'month', 41), price(4, 99.99, 'year', 12)],
    subscribers: 53,
  },
  {
    id: 3,
    name: 'Family',
    position: 2,
    recommended: false,
    hidden: false,
    free: false,
    prices: [price(5, 15.99, 'month', 0), price(6, 159.99, 'year', 0)],
    subscribers: 0,
  },
  {
    id: 4,
    name: 'Studio (retired)',
    position: 3,
    recommended: false,
    hidden: true,
    free: false,
    prices: [price(7, 4.99, 'month', 2)],
    subscribers: 2,
  },
].map((plan) => ({
  ...plan,
  description: null,
  created_at: '2026-01-04T10:00:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
}));

/** Premium with its feature lines and what subscribers may do, as `GET admin/plans/2` answers it. */
export const STORY_PREMIUM: AdminPlan = {
  ...(STORY_PLANS[1] as AdminPlanRow),
  description: 'Ad-free listening in high quality, on every device.',
  feature_list: ['No ads', 'High audio quality (320 kbps)'],
  permissions: [
    { name: 'music.view', restrictions: [] },
    { name: 'music.play', restrictions: [] },
  ],
};

const page = (data: AdminPlanRow[]) =>
  HttpResponse.json({
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

export const catalogueAnswered = http.get('*/api/v1/admin/permissions', () =>
  HttpResponse.json({ groups: STORY_CATALOGUE }),
);

/** `GET admin/plans`: the demo plans, or those whose name holds the search. */
export const plansListed = (plans: AdminPlanRow[] = STORY_PLANS) =>
  http.get('*/api/v1/admin/plans', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const hidden = decodeListFilters(params.get('filters') ?? '').find((filter) => filter.key === 'hidden');
    return page(
      plans.filter(
        (plan) =>
          plan.name.toLowerCase().includes(query) && (hidden === undefined || plan.hidden === hidden.value),
      ),
    );
  });

export const plansDeleted = overridden('DELETE', '*/api/v1/admin/plans/:ids', () =>
  HttpResponse.json({ status: 'success' }),
);

export const premiumAnswered = (syncGateways: string[] = ['stripe']) =>
  http.get('*/api/v1/admin/plans/2', () =>
    HttpResponse.json({ plan: STORY_PREMIUM, sync_gateways: syncGateways }),
  );

/** `PUT admin/plans/2`: saves what was sent, as the server answers it. */
export const premiumSaved = overridden('PUT', '*/api/v1/admin/plans/2', async ({ request }) => {
  const body = (await request.json()) as PlanPayload;
  return HttpResponse.json({
    plan: {
      ...STORY_PREMIUM,
      ...body,
      prices: body.prices.map((sent, index) => ({
        ...sent,
        id: sent.id ?? 100 + index,
        subscribers: STORY_PREMIUM.prices.find((stored) => stored.id === sent.id)?.subscribers ?? 0,
      })),
    },
    sync_gateways: ['stripe'],
  });
});

/** `PUT admin/plans/2`: refused, naming the currency of the third price. */
export const premiumRefused = overridden('PUT', '*/api/v1/admin/plans/2', () => {
  const message = 'Stripe does not take this currency.';
  return HttpResponse.json({ message, errors: { 'prices.2.currency': [message] } }, { status: 422 });
});

/** `PUT admin/plans/2` for a plan made free: the paid prices cannot go, as the server answers. */
export const premiumFreeRefused = overridden('PUT', '*/api/v1/admin/plans/2', () => {
  const message = 'The 9.99 USD price has subscribers and cannot be deleted.';
  return HttpResponse.json({ message, errors: { prices: [message] } }, { status: 422 });
});

export const premiumSynced = http.post('*/api/v1/admin/plans/2/sync', () =>
  HttpResponse.json({ synced: ['stripe'] }),
);

/** `POST admin/plans`: creates plan 9. */
export const planCreated = http.post('*/api/v1/admin/plans', async ({ request }) => {
  const body = (await request.json()) as PlanPayload;
  return HttpResponse.json(
    {
      plan: {
        ...STORY_PREMIUM,
        ...body,
        id: 9,
        prices: body.prices.map((sent, index) => ({ ...sent, id: 200 + index, subscribers: 0 })),
        subscribers: 0,
      },
      sync_gateways: [],
    },
    { status: 201 },
  );
});

export const pending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failing = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
