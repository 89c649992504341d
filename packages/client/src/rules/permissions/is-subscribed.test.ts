import { describe, expect, it } from 'vitest';
import { isSubscribed } from './is-subscribed';

describe('isSubscribed', () => {
  it('is subscribed when any subscription is valid', () => {
    expect(isSubscribed({ subscriptions: [{ valid: false }, { valid: true }] })).toBe(true);
  });

  it('is not subscribed when no subscription is valid', () => {
    expect(isSubscribed({ subscriptions: [{ valid: false, active: true }] })).toBe(false);
  });

  it('is not subscribed without subscriptions or when logged out', () => {
    expect(isSubscribed({ subscriptions: [] })).toBe(false);
    expect(isSubscribed({})).toBe(false);
    expect(isSubscribed(null)).toBe(false);
  });
});
