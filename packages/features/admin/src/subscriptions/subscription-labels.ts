import type { SUBSCRIPTION_GATEWAYS, SUBSCRIPTION_STATUSES } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** The statuses the providers report, in the reader's language. */
export const statusLabels = (trans: Translate): Record<(typeof SUBSCRIPTION_STATUSES)[number], string> => ({
  active: trans('Active'),
  trialing: trans('Trial'),
  past_due: trans('Past due'),
  incomplete: trans('Incomplete'),
  canceled: trans('Cancelled'),
});

/** Who bills a subscription, in the reader's language. */
export const gatewayLabels = (trans: Translate): Record<(typeof SUBSCRIPTION_GATEWAYS)[number], string> => ({
  none: trans('None (given by an admin)'),
  test: trans('Test provider'),
  stripe: trans('Stripe'),
  paypal: trans('PayPal'),
});

/** The label of `key`, or the key itself for a value a newer server sends. */
export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
