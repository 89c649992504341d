import {
  type BillingSubscription,
  type BootstrapData,
  bootstrapDataSchema,
  type Invoice,
  type Product,
  productSchema,
} from '@tonearm/client/contract';

/** The demo plans as `GET billing/products` lists them. */
export const STORY_PLANS: Product[] = [
  {
    id: 1,
    name: 'Free',
    description: 'Listen with occasional ads.',
    hidden: false,
    recommended: false,
    free: true,
    feature_list: ['The full catalogue', 'Occasional ads'],
    prices: [],
  },
  {
    id: 2,
    name: 'Premium',
    description: 'Ad-free listening in high quality.',
    hidden: false,
    recommended: true,
    free: false,
    feature_list: ['No ads', 'High audio quality'],
    prices: [
      { id: 21, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
      { id: 22, amount: 99.99, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  },
  {
    id: 3,
    name: 'Family',
    description: 'Premium for six.',
    hidden: false,
    recommended: false,
    free: false,
    feature_list: ['Six Premium accounts'],
    prices: [
      { id: 31, amount: 15.99, currency: 'USD', interval: 'month', interval_count: 1 },
      { id: 32, amount: 159.99, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  },
].map((plan) => productSchema.parse(plan));

export type StoryViewer = 'guest' | 'listener' | 'subscriber';

/** Bootstrap data for billing stories: a guest, a listener without a plan, or a Premium subscriber. */
export function billingStoryData(viewer: StoryViewer): BootstrapData {
  const user =
    viewer === 'guest'
      ? null
      : {
          id: 7,
          name: 'Nina Simone',
          first_name: 'Nina',
          last_name: 'Simone',
          image: null,
          language: 'en',
          country: 'US',
          timezone: 'America/New_York',
          email: 'nina@tonearm.test',
          email_verified_at: '2026-01-04T10:00:00.000000Z',
          banned_at: null,
          unread_notifications_count: 0,
          roles: [{ id: 2, name: 'users' }],
          permissions: [{ name: 'music.view', restrictions: [] }],
          social_profiles: [],
          tokens: [],
          subscriptions:
            viewer === 'subscriber'
              ? [{ id: 40, valid: true, active: true, product_id: 2, price_id: 21, ends_at: null }]
              : [],
        };
  return bootstrapDataSchema.parse({
    user,
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      billing: { enable: true },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

const [, premium] = STORY_PLANS;

/** A Premium subscription paid monthly by Visa, renewing on 25 December 2026. */
export function storySubscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: 40,
    gateway: 'test',
    status: 'active',
    valid: true,
    active: true,
    on_grace_period: false,
    product: premium ?? null,
    price: premium?.prices[0] ?? null,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    renews_at: '2026-12-25T10:00:00.000Z',
    ends_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export const STORY_INVOICES: Invoice[] = [
  {
    uuid: 'inv-2',
    description: 'Premium',
    amount: 9.99,
    currency: 'USD',
    paid: true,
    period_start: '2026-11-25T10:00:00.000Z',
    period_end: '2026-12-25T10:00:00.000Z',
    created_at: '2026-11-25T10:00:00.000Z',
  },
  {
    uuid: 'inv-1',
    description: 'Premium',
    amount: 9.99,
    currency: 'USD',
    paid: true,
    period_start: '2026-10-25T10:00:00.000Z',
    period_end: '2026-11-25T10:00:00.000Z',
    created_at: '2026-10-25T10:00:00.000Z',
  },
];
