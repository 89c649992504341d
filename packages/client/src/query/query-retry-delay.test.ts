import { describe, expect, it } from 'vitest';
import { queryRetryDelay } from './query-retry-delay';

describe('queryRetryDelay', () => {
  it('waits 1 s before the first retry and doubles each time', () => {
    expect(queryRetryDelay(1)).toBe(1000);
    expect(queryRetryDelay(2)).toBe(2000);
    expect(queryRetryDelay(3)).toBe(4000);
  });

  it('scales with a given base delay', () => {
    expect(queryRetryDelay(2, 5000)).toBe(10_000);
  });

  it('never waits longer than 30 s', () => {
    expect(queryRetryDelay(20)).toBe(30_000);
  });
});
