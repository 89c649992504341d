import { describe, expect, it } from 'vitest';
import { MAX_QUERY_RETRIES, shouldRetryQuery } from './should-retry-query';

describe('shouldRetryQuery', () => {
  it('retries a failed query at most 2 times', () => {
    expect(MAX_QUERY_RETRIES).toBe(2);
    expect(shouldRetryQuery({ status: 500 }, 1)).toBe(true);
    expect(shouldRetryQuery({ status: 500 }, 2)).toBe(true);
    expect(shouldRetryQuery({ status: 500 }, 3)).toBe(false);
  });

  it.each([401, 403, 404])('never retries on %i', (status) => {
    expect(shouldRetryQuery({ status }, 1)).toBe(false);
  });

  it.each([400, 408, 419, 422, 429, 500, 502, 503])('retries on %i', (status) => {
    expect(shouldRetryQuery({ status }, 1)).toBe(true);
  });

  it('retries errors without a status, such as a dropped connection', () => {
    expect(shouldRetryQuery(new TypeError('Failed to fetch'), 1)).toBe(true);
  });

  it('honours a lower retry limit', () => {
    expect(shouldRetryQuery({ status: 500 }, 1, 0)).toBe(false);
  });
});
