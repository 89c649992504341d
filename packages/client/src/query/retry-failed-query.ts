import type { SWRConfiguration } from 'swr';
import { queryRetryDelay } from './query-retry-delay';
import { MAX_QUERY_RETRIES, shouldRetryQuery } from './should-retry-query';

/** SWR's `onErrorRetry` callback. */
export type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>;

/**
 * SWR's `onErrorRetry` for the product: retries a failed query at most twice (or `errorRetryCount` times when
 * a hook sets fewer), never on 401, 403 or 404, waiting `errorRetryInterval` (1 s in the query policy) before
 * the first retry and twice as long before each next one.
 */
export const retryFailedQuery: OnErrorRetry = (error, _key, config, revalidate, options) => {
  const maxRetries = Math.min(config.errorRetryCount ?? MAX_QUERY_RETRIES, MAX_QUERY_RETRIES);
  if (!shouldRetryQuery(error, options.retryCount, maxRetries)) return;
  setTimeout(() => revalidate(options), queryRetryDelay(options.retryCount, config.errorRetryInterval));
};
