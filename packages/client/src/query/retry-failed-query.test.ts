import type { SWRConfiguration } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryPolicy } from './query-policy';
import { retryFailedQuery } from './retry-failed-query';

type RetryConfig = Parameters<typeof retryFailedQuery>[2];

const config = { ...queryPolicy } as SWRConfiguration as RetryConfig;

function failOnce(
  error: unknown,
  retryCount: number,
  revalidate = vi.fn(),
  overrides: Partial<RetryConfig> = {},
) {
  retryFailedQuery(error as Error, 'users/me', { ...config, ...overrides }, revalidate, {
    retryCount,
    dedupe: true,
  });
  return revalidate;
}

describe('retryFailedQuery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('revalidates after 1 s for the first retry, passing the retry count on', () => {
    const revalidate = failOnce({ status: 500 }, 1);
    vi.advanceTimersByTime(999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledOnce();
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 1, dedupe: true });
  });

  it('waits 2 s before the second retry', () => {
    const revalidate = failOnce(new TypeError('Failed to fetch'), 2);
    vi.advanceTimersByTime(1999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledOnce();
  });

  it('gives up after 2 retries', () => {
    const revalidate = failOnce({ status: 503 }, 3);
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404])('never retries on %i', (status) => {
    const revalidate = failOnce({ status }, 1);
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('retries fewer times when a hook asks for fewer', () => {
    const revalidate = failOnce({ status: 500 }, 1, vi.fn(), { errorRetryCount: 0 });
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('never retries more than twice, even when a hook asks for more', () => {
    const revalidate = failOnce({ status: 500 }, 3, vi.fn(), { errorRetryCount: 10 });
    vi.runAllTimers();
    expect(revalidate).not.toHaveBeenCalled();
  });
});
