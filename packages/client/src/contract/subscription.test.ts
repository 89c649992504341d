import { describe, expect, it } from 'vitest';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { userJson } from './fixtures/laravel-payloads';
import { subscriptionSchema } from './subscription';

const subscriptionJson = userJson.subscriptions[0] as object;

describe('subscriptionSchema', () => {
  it('accepts a subscription as the billing backend sends it', () => {
    expect(subscriptionSchema.parse(subscriptionJson)).toEqual({
      id: 9,
      valid: true,
      active: true,
      product_id: 3,
      price_id: 5,
      ends_at: null,
    });
  });

  it('rejects a subscription missing its active flag', () => {
    expect(issuePaths(subscriptionSchema, withoutField(subscriptionJson, 'active'))).toEqual(['active']);
  });

  it('rejects an end date that is not a date', () => {
    expect(issuePaths(subscriptionSchema, withField(subscriptionJson, 'ends_at', 42))).toEqual(['ends_at']);
  });
});
