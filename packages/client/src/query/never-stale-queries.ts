import type { Middleware, SWRConfiguration } from 'swr';
import { isNeverStaleQuery } from './is-never-stale-query';

/**
 * Configuration for data that is never stale: fetched once when nothing is cached, then served from the cache
 * without revalidating on mount, focus or reconnect, until the app mutates it.
 */
export const neverStaleQueryConfig = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration;

/** SWR middleware applying {@link neverStaleQueryConfig} to the keys {@link isNeverStaleQuery} names. */
export const neverStaleQueries: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, fetcher, isNeverStaleQuery(key) ? { ...config, ...neverStaleQueryConfig } : config);
