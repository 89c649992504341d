/** What decides whether a subscription counts, as stored. */
export interface SubscriptionTerms {
  status: string;
  ends_at: Date | null;
}

/** Statuses in good standing: paid up, or in a trial. */
const ACTIVE_STATUSES = new Set(['active', 'trialing']);
/** A failed renewal the gateway is still retrying keeps access (Cashier's grace), without being in good standing. */
export const GRACE_STATUSES = new Set([...ACTIVE_STATUSES, 'past_due']);

/**
 * `valid`: the subscription grants its plan now, so the user is subscribed (doc 001 §4).
 * `active`: it is also in good standing, which menu items with `subscriptionStatus: 'subscribed'` ask for (doc 000
 * §4). A subscription cancelled at period end stays both until `ends_at`; an ended one is neither.
 */
export function subscriptionState(terms: SubscriptionTerms, now: Date): { valid: boolean; active: boolean } {
  const ended = terms.ends_at !== null && terms.ends_at.getTime() <= now.getTime();
  return {
    valid: !ended && GRACE_STATUSES.has(terms.status),
    active: !ended && ACTIVE_STATUSES.has(terms.status),
  };
}
