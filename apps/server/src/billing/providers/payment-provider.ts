import type { CardSummary, PaymentGateway, PriceInterval } from '@tonearm/client/contract';

/** A price as a provider needs it to charge. */
export interface ChargedPrice {
  id: number;
  amount: number;
  currency: string;
  interval: PriceInterval;
  interval_count: number;
  /** The plan's name, shown on the provider's pages and statements. */
  productName: string;
}

/** A subscription as the provider reports it after a change. */
export interface ProviderSubscription {
  /** The provider's id for the subscription. */
  gatewayId: string;
  /** `active`, `trialing`, `past_due`, `incomplete` or `canceled` (see `subscription-state.ts`). */
  status: string;
  renewsAt: Date | null;
  /** Set once cancelled at period end: access lasts until then. */
  endsAt: Date | null;
  /** The card on file when the provider tells it; `undefined` leaves the stored one as it is. */
  card?: CardSummary | null;
}

/** A subscription as stored, for the calls that change it. */
export interface StoredSubscription {
  gatewayId: string;
  renewsAt: Date | null;
  endsAt: Date | null;
}

/** What a checkout at a provider needs. */
export interface HostedCheckoutInput {
  /** Our checkout id, carried through the provider so the return can be matched to the user. */
  checkoutId: string;
  email: string;
  price: ChargedPrice;
  /** Where the provider sends the browser after payment; `{reference}` is where its own id goes, if it supports that. */
  returnUrl: string;
  cancelUrl: string;
}

/**
 * A payment provider hosting its own payment page (Stripe Checkout, PayPal approval). The built-in test provider
 * takes the card on our own page instead and is not one of these (see `test-provider.ts`).
 */
export interface HostedPaymentProvider {
  readonly name: Exclude<PaymentGateway, 'test'>;
  /** Opens a checkout at the provider: its id and the page to send the browser to. */
  startCheckout(input: HostedCheckoutInput): Promise<{ reference: string; redirectUrl: string }>;
  /**
   * Reads back a finished checkout by the id on the return URL. `checkoutId` is ours as the provider echoed it, so a
   * reference from someone else's checkout is refused by the caller.
   */
  completeCheckout(
    reference: string,
  ): Promise<{ checkoutId: string | null; subscription: ProviderSubscription }>;
  /** Moves the subscription to another price, prorated as the provider does; a URL when the payer must approve. */
  changePrice(
    subscription: StoredSubscription,
    price: ChargedPrice,
  ): Promise<{ subscription: ProviderSubscription; redirectUrl: string | null }>;
  cancelAtPeriodEnd(subscription: StoredSubscription): Promise<ProviderSubscription>;
  /** Ends the subscription at once, without waiting for the period's end (an admin's "cancel now"). */
  cancelNow(subscription: StoredSubscription): Promise<ProviderSubscription>;
  resume(subscription: StoredSubscription): Promise<ProviderSubscription>;
  /**
   * Makes sure the provider sells `price` under the plan's current name: creates what is missing (the admin's Sync),
   * so the first checkout does not have to.
   */
  syncPrice(price: ChargedPrice): Promise<void>;
  /** The provider's page where the payer replaces the card; `{reference}` in `returnUrl` as for checkout. */
  startPaymentMethodChange(
    subscription: StoredSubscription,
    returnUrl: string,
    cancelUrl: string,
  ): Promise<string>;
  /** Applies the card chosen on that page, by the reference on the return URL. */
  completePaymentMethodChange(
    subscription: StoredSubscription,
    reference: string,
  ): Promise<ProviderSubscription>;
}

/** A provider answered something we cannot use: shown to the user as a 502-like failure, logged in full. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly detail?: unknown,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

/** The end of `count` `interval`s after `from`, in UTC calendar terms (a month after 31 January is 3 March's eve). */
export function periodEnd(from: Date, interval: PriceInterval, count: number): Date {
  const end = new Date(from.getTime());
  if (interval === 'day') end.setUTCDate(end.getUTCDate() + count);
  else if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}
