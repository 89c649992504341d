import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
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
