import type { AdminPlan } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { planFormResolver, planFormValues, planPayload, planServerErrors } from './plan-form';

const plan: AdminPlan = {
  id: 3,
  name: 'Premium',
  description: null,
  position: 1,
  recommended: true,
  hidden: false,
  free: false,
  prices: [
    { id: 8, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1, subscribers: 4 },
    { id: 9, amount: 2.5, currency: 'USD', interval: 'day', interval_count: 14, subscribers: 0 },
  ],
  subscribers: 4,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  feature_list: ['No ads'],
  permissions: [],
};

const resolve = (values: ReturnType<typeof planFormValues>) =>
  planFormResolver((message) => message)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the plan form', () => {
  it('shows fourteen-day prices as two weeks and sends them back as days', () => {
    const values = planFormValues(plan);
    expect(values.prices[1]).toMatchObject({ interval: 'week', interval_count: '2' });
    expect(planPayload(values).prices).toEqual([
      { id: 8, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
      { id: 9, amount: 2.5, currency: 'USD', interval: 'day', interval_count: 14 },
    ]);
  });

  it('sends a new price without an id and trims the feature lines', () => {
    const values = planFormValues(plan);
    values.feature_list = [{ text: '  Offline listening ' }];
    values.prices.push({
      priceId: null,
      amount: '99',
      currency: 'usd',
      interval: 'year',
      interval_count: '1',
      subscribers: 0,
    });
    const payload = planPayload(values);
    expect(payload.feature_list).toEqual(['Offline listening']);
    expect(payload.prices[2]).toEqual({ amount: 99, currency: 'USD', interval: 'year', interval_count: 1 });
  });

  it('sends a plan made free without its prices', () => {
    expect(planPayload({ ...planFormValues(plan), free: true }).prices).toEqual([]);
  });

  it('refuses a price covering more than a year and an empty feature line, naming each field', async () => {
    const values = planFormValues(plan);
    values.prices[0] = {
      ...values.prices[0],
      interval: 'week',
      interval_count: '53',
    } as (typeof values.prices)[0];
    values.feature_list = [{ text: ' ' }];
    const { errors } = await resolve(values);
    expect(errors.prices?.[0]?.interval_count?.message).toBe(
      'A price covers at least one period and at most one year.',
    );
    expect(errors.feature_list?.[0]?.text?.message).toBe('Write the line or remove it.');
  });

  it('gives every server error about a permission to the permission editor', () => {
    expect(
      planServerErrors({ 'permissions.2.name': ['No such permission.'], 'prices.0.amount': ['Locked.'] }),
    ).toEqual({ permissions: ['No such permission.'], 'prices.0.amount': ['Locked.'] });
  });
});
