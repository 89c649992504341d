import type { SWRConfiguration } from 'swr';
import { neverStaleQueries } from './never-stale-queries';
import { QUERY_RETRY_BASE_DELAY_MS } from './query-retry-delay';
import { retryFailedQuery } from './retry-failed-query';
import { MAX_QUERY_RETRIES } from './should-retry-query';

/** Query data is fresh for this long (doc 000 §9, doc 001 §9). */
export const QUERY_FRESH_FOR_MS = 30_000;

/**
 * The product's SWR configuration, ready for `<SWRConfig value={queryPolicy}>`:
 * - fresh for 30 s: requests for a key within 30 s of the last one are deduplicated, and window focus
 *   revalidates at most once per 30 s;
 * - a failed query is retried at most twice, never on 401, 403 or 404;
 * - subscription preferences are never stale (see {@link neverStaleQueries}).
 */
export const queryPolicy = {
  dedupingInterval: QUERY_FRESH_FOR_MS,
  focusThrottleInterval: QUERY_FRESH_FOR_MS,
  errorRetryCount: MAX_QUERY_RETRIES,
  errorRetryInterval: QUERY_RETRY_BASE_DELAY_MS,
  onErrorRetry: retryFailedQuery,
  use: [neverStaleQueries],
} satisfies SWRConfiguration;
