import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-07-01T12:00:00Z');
const earlier = new Date('2026-05-01T12:00:00Z');

describe('subscriptionState', () => {
  it('counts a renewing paid subscription as valid and active', () => {
    expect(subscriptionState({ status: 'active', ends_at: null }, now)).toEqual({
      valid: true,
      active: true,
    });
  });

  it('keeps a trial valid and active', () => {
    expect(subscriptionState({ status: 'trialing', ends_at: later }, now)).toEqual({
      valid: true,
      active: true,
    });
  });

  it('keeps a subscription cancelled at period end until its end date', () => {
    expect(subscriptionState({ status: 'active', ends_at: later }, now)).toEqual({
      valid: true,
      active: true,
    });
  });

  it('ends a subscription at its end date', () => {
    expect(subscriptionState({ status: 'active', ends_at: earlier }, now)).toEqual({
      valid: false,
      active: false,
    });
    expect(subscriptionState({ status: 'active', ends_at: now }, now)).toEqual({
      valid: false,
      active: false,
    });
  });

  it('keeps access while a failed renewal is retried, without good standing', () => {
    expect(subscriptionState({ status: 'past_due', ends_at: null }, now)).toEqual({
      valid: true,
      active: false,
    });
  });

  it('grants nothing for an unpaid first charge or a cancelled subscription', () => {
    expect(subscriptionState({ status: 'incomplete', ends_at: null }, now)).toEqual({
      valid: false,
      active: false,
    });
    expect(subscriptionState({ status: 'canceled', ends_at: null }, now)).toEqual({
      valid: false,
      active: false,
    });
  });
});
