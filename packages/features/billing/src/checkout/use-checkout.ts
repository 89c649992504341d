import {
  confirmCheckout,
  enterCheckoutCard,
  getCheckoutOptions,
  isHttpError,
  startCheckout,
} from '@tonearm/client';
import type {
  Checkout,
  CheckoutOptionsResponse,
  PaymentGateway,
  TestCardPayload,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useState } from 'react';
import useSWR from 'swr';

export interface CheckoutFlow {
  /** The plan, price and providers; `undefined` while loading. */
  options: CheckoutOptionsResponse | undefined;
  /** The plan or price does not exist (404). */
  notFound: boolean;
  error: unknown;
  retry(): void;
  /** The checkout opened at the server, once the payer went ahead. */
  checkout: Checkout | null;
  /** The test provider's step: the card form, or the confirmation of the card entered. */
  step: 'card' | 'confirm';
  /** Opens a checkout with a provider hosting its own page and sends the browser there. */
  goToProvider(gateway: Exclude<PaymentGateway, 'test'>): Promise<void>;
  /** The test provider's card step: opens the checkout if needed and hands the card over. */
  enterCard(card: TestCardPayload): Promise<void>;
  /** Back from the confirmation step to the card form. */
  changeCard(): void;
  /** The confirmation step; resolves with the server's answer. */
  confirm(): ReturnType<typeof confirmCheckout>;
}

export const checkoutOptionsKey = (productId: string, priceId: string) =>
  ['billing/checkout', productId, priceId] as const;

/** The checkout of one plan price: its options, and the steps of the provider chosen. */
export function useCheckout(
  productId: string,
  priceId: string,
  navigateAway: (url: string) => void,
): CheckoutFlow {
  const http = useHttpClient();
  const query = useSWR(checkoutOptionsKey(productId, priceId), ([, product, price]) =>
    getCheckoutOptions(http, product, price),
  );
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [cardStep, setCardStep] = useState(false);
  const ids = () => {
    if (!query.data) throw new Error('The checkout options are not loaded');
    return { product_id: query.data.product.id, price_id: query.data.price.id };
  };
  return {
    options: query.data,
    notFound: isHttpError(query.error) && query.error.status === 404,
    error: query.error as unknown,
    retry: () => void query.mutate(),
    checkout,
    step: checkout?.status === 'requires_confirmation' && !cardStep ? 'confirm' : 'card',
    async goToProvider(gateway) {
      const answer = await startCheckout(http, { ...ids(), gateway });
      if (answer.redirect_url) navigateAway(answer.redirect_url);
    },
    async enterCard(card) {
      const open =
        checkout && checkout.status !== 'completed'
          ? checkout
          : (await startCheckout(http, { ...ids(), gateway: 'test' })).checkout;
      setCheckout(open);
      const answer = await enterCheckoutCard(http, open.id, card);
      setCheckout(answer.checkout);
      setCardStep(false);
    },
    changeCard: () => setCardStep(true),
    async confirm() {
      if (!checkout) throw new Error('No checkout to confirm');
      return confirmCheckout(http, checkout.id);
    },
  };
}
