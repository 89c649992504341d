import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_CYCLE, planAction, REGISTER_FROM_PRICING } from './plan-action';

const paid = { id: 2, free: false };
const free = { id: 1, free: true };
const guest = { isLoggedIn: false, isSubscribed: false };
const listener = { isLoggedIn: true, isSubscribed: false };
const subscriber = { isLoggedIn: true, isSubscribed: true };

describe('planAction', () => {
  it("labels free plans 'Get started' and the others 'Upgrade'", () => {
    expect(planAction(free, null, listener).label).toBe('Get started');
    expect(planAction(paid, 5, listener).label).toBe('Upgrade');
  });

  it('sends a guest to registration from pricing and remembers a paid choice', () => {
    expect(planAction(paid, 5, guest)).toEqual({
      label: 'Upgrade',
      href: REGISTER_FROM_PRICING,
      recordsOnboarding: true,
    });
    expect(REGISTER_FROM_PRICING).toBe('/register?redirectFrom=pricing');
    expect(planAction(free, null, guest).recordsOnboarding).toBe(false);
  });

  it('sends a listener to the checkout of the chosen price', () => {
    expect(planAction(paid, 5, listener).href).toBe('/checkout/2/5');
  });

  it('sends a subscriber to the change-plan confirm route', () => {
    expect(planAction(paid, 5, subscriber).href).toBe('/billing/change-plan/2/5/confirm');
  });

  it('leads a listener home from a free plan, and a subscriber to cancelling', () => {
    expect(planAction(free, null, listener).href).toBe('/');
    expect(planAction(free, null, subscriber).href).toBe('/billing/cancel');
  });

  it('opens yearly', () => {
    expect(DEFAULT_BILLING_CYCLE).toBe('yearly');
  });
});
