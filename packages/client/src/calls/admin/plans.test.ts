import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AdminPlanResponse, PlanPayload } from '../../contract';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { getAdminPlan, syncAdminPlan, updateAdminPlan } from './plans';

const plan: AdminPlanResponse = {
  plan: {
    id: 7,
    name: 'Premium',
    description: null,
    position: 1,
    recommended: true,
    hidden: false,
    free: false,
    prices: [{ id: 3, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1, subscribers: 2 }],
    subscribers: 2,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    feature_list: ['No ads'],
    permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] }],
  },
  sync_gateways: ['stripe'],
};

const payload: PlanPayload = {
  name: 'Premium',
  description: null,
  position: 1,
  recommended: true,
  hidden: false,
  free: false,
  feature_list: ['No ads'],
  permissions: [],
  prices: [{ id: 3, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 }],
};

describe('admin plan calls', () => {
  it('reads a plan by id with its prices, subscribers and sync providers', async () => {
    const http = new RecordingHttpClient(plan);
    const answer = await getAdminPlan(http, 7);
    expect(http.onlyRequest).toMatchObject({
      method: 'GET',
      path: 'admin/plans/7',
      callName: 'GET admin/plans/{id}',
    });
    expect(answer.plan.prices[0]?.subscribers).toBe(2);
  });

  it('sends the whole plan with PUT admin/plans/{id}', async () => {
    const http = new RecordingHttpClient(plan);
    await updateAdminPlan(http, 7, payload);
    expect(http.onlyRequest).toMatchObject({ method: 'PUT', path: 'admin/plans/7', body: payload });
  });

  it('rejects a sync answer naming a provider plans cannot be pushed to', async () => {
    await expect(syncAdminPlan(new RecordingHttpClient({ synced: ['test'] }), 7)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
