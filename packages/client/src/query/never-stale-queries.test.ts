import type { SWRHook } from 'swr';
import { describe, expect, it } from 'vitest';
import { neverStaleQueries, neverStaleQueryConfig } from './never-stale-queries';

/** Runs the middleware over a hook that reports the configuration it was handed. */
function configSeenFor(key: string) {
  let seen: unknown;
  const reportingHook = ((_key: unknown, _fetcher: unknown, config: unknown) => {
    seen = config;
    return {};
  }) as unknown as SWRHook;
  neverStaleQueries(reportingHook)(key, null, { dedupingInterval: 30_000, revalidateOnFocus: true });
  return seen;
}

describe('neverStaleQueries', () => {
  it('turns off every automatic revalidation for subscription preferences', () => {
    expect(configSeenFor('notifications/me/subscriptions')).toEqual({
      dedupingInterval: 30_000,
      ...neverStaleQueryConfig,
    });
    expect(neverStaleQueryConfig).toEqual({
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  });

  it('leaves the configuration of other keys untouched', () => {
    expect(configSeenFor('users/me')).toEqual({ dedupingInterval: 30_000, revalidateOnFocus: true });
  });
});
