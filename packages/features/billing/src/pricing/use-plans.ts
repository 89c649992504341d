import { getProducts } from '@tonearm/client';
import type { Product } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export const PLANS_QUERY_KEY = 'billing/products';

/** The plans /pricing lists, in their order. */
export function usePlans(): { plans: Product[] | undefined; error: unknown; retry(): void } {
  const http = useHttpClient();
  const query = useSWR(PLANS_QUERY_KEY, () => getProducts(http));
  return {
    plans: query.data?.pagination.data.filter((plan) => !plan.hidden),
    error: query.error as unknown,
    retry: () => void query.mutate(),
  };
}
