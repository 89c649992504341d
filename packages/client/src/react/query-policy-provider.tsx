import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
// The provider from SWR's internals, the same component: the `swr` entry point's copy comes with `useSWR`, which no
// first visit of the sign-in page runs and which would then sit in every first visit's entry chunk.
import { SWRConfig } from 'swr/_internal';
import { queryPolicy } from '../query/query-policy';

/** Props of {@link QueryPolicyProvider}. */
export interface QueryPolicyProviderProps {
  /**
   * Settings layered over the query policy, such as a `fetcher` or a cache `provider`. Middleware in `use` runs
   * after the policy's own.
   * @default {}
   */
  value?: SWRConfiguration;
  children?: ReactNode;
}

/**
 * Applies the product's query policy to every SWR hook below: fresh for 30 s, at most 2 retries and none on
 * 401, 403 or 404, subscription preferences never stale.
 */
export function QueryPolicyProvider({ value, children }: QueryPolicyProviderProps) {
  return (
    <SWRConfig value={queryPolicy}>
      {value ? <SWRConfig value={value}>{children}</SWRConfig> : children}
    </SWRConfig>
  );
}
