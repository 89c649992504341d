import { describe, expect, it } from 'vitest';
import { neverStaleQueries } from './never-stale-queries';
import { QUERY_FRESH_FOR_MS, queryPolicy } from './query-policy';
import { retryFailedQuery } from './retry-failed-query';

describe('queryPolicy', () => {
  it('keeps query data fresh for 30000 ms', () => {
    expect(QUERY_FRESH_FOR_MS).toBe(30_000);
    expect(queryPolicy.dedupingInterval).toBe(30_000);
    expect(queryPolicy.focusThrottleInterval).toBe(30_000);
  });

  it('retries at most twice through the product retry rule', () => {
    expect(queryPolicy.errorRetryCount).toBe(2);
    expect(queryPolicy.onErrorRetry).toBe(retryFailedQuery);
  });

  it('keeps subscription data never stale', () => {
    expect(queryPolicy.use).toContain(neverStaleQueries);
  });
});
