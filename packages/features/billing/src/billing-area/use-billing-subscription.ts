import { getBillingSubscription, getInvoices } from '@tonearm/client';
import type { BillingSubscription, Invoice } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export const BILLING_SUBSCRIPTION_KEY = 'billing/subscription';
export const INVOICES_KEY = 'billing/invoices';

// Doc 001 §9: subscription data is never stale, so every screen that shows it asks again.
const NEVER_STALE = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** The user's current subscription; `null` once known to be none. */
export function useBillingSubscription() {
  const http = useHttpClient();
  const query = useSWR(BILLING_SUBSCRIPTION_KEY, () => getBillingSubscription(http), NEVER_STALE);
  return {
    subscription: query.data?.subscription as BillingSubscription | null | undefined,
    error: query.error as unknown,
    retry: () => void query.mutate(),
    /** Puts the server's answer in place after a change. */
    replace: (subscription: BillingSubscription) =>
      void query.mutate({ subscription }, { revalidate: false }),
  };
}

/** The user's invoices, newest first. */
export function useInvoices() {
  const http = useHttpClient();
  const query = useSWR(INVOICES_KEY, () => getInvoices(http), NEVER_STALE);
  return {
    invoices: query.data?.invoices as Invoice[] | undefined,
    error: query.error as unknown,
    retry: () => void query.mutate(),
  };
}
