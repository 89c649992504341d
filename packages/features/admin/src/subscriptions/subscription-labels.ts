import type { SUBSCRIPTION_GATEWAYS, SUBSCRIPTION_STATUSES } from '@tonearm/client/contract';

/** The statuses the providers report, in the operator's words (translated where shown). */
export const STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  incomplete: 'Incomplete',
  canceled: 'Cancelled',
};

/** Who bills a subscription, in the operator's words (translated where shown). */
export const GATEWAY_LABELS: Record<(typeof SUBSCRIPTION_GATEWAYS)[number], string> = {
  none: 'None (given by an admin)',
  test: 'Test provider',
  stripe: 'Stripe',
  paypal: 'PayPal',
};

/** The label of `key`, or the key itself for a value a newer server sends. */
export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
