import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AdminSubscriptionResponse } from '../../contract';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { cancelAdminSubscription, changeAdminSubscription, resumeAdminSubscription } from './subscriptions';

const answer: AdminSubscriptionResponse = {
  subscription: {
    id: 4,
    customer: { id: 2, name: 'Ada', email: 'ada@example.com', image: null },
    plan: { id: 7, name: 'Premium' },
    price: { id: 3, amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
    gateway: 'none',
    status: 'active',
    valid: true,
    on_grace_period: false,
    renews_at: null,
    ends_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
  },
};

describe('admin subscription calls', () => {
  it('cancels now or at period end with POST admin/subscriptions/{id}/cancel', async () => {
    const http = new RecordingHttpClient(answer);
    await cancelAdminSubscription(http, 4, { atPeriodEnd: false });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'admin/subscriptions/4/cancel',
      body: { atPeriodEnd: false },
    });
  });

  it('changes the plan with PUT and resumes with POST', async () => {
    const http = new RecordingHttpClient(answer);
    await changeAdminSubscription(http, 4, { product_id: 7, price_id: 3 });
    await resumeAdminSubscription(http, 4);
    expect(http.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT admin/subscriptions/4',
      'POST admin/subscriptions/4/resume',
    ]);
  });

  it('rejects a subscription answer without its customer', async () => {
    const broken = { subscription: { ...answer.subscription, customer: null } };
    await expect(resumeAdminSubscription(new RecordingHttpClient(broken), 4)).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
