export { errorStatus } from './error-status';
export { isNeverStaleQuery, NEVER_STALE_QUERY_PATHS } from './is-never-stale-query';
export { neverStaleQueries, neverStaleQueryConfig } from './never-stale-queries';
export { QUERY_FRESH_FOR_MS, queryPolicy } from './query-policy';
export { QUERY_RETRY_BASE_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS, queryRetryDelay } from './query-retry-delay';
export { type OnErrorRetry, retryFailedQuery } from './retry-failed-query';
export { MAX_QUERY_RETRIES, NEVER_RETRIED_STATUSES, shouldRetryQuery } from './should-retry-query';
