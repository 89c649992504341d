import { errorStatus } from './error-status';

/** A failed query is retried at most this many times (doc 000 §8, §9). */
export const MAX_QUERY_RETRIES = 2;
/** Answers that retrying cannot change, so never retried (doc 000 §8). */
export const NEVER_RETRIED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/**
 * Whether a failed query should be tried again: not for 401, 403 or 404, and not after `maxRetries` retries.
 * `retryCount` is the number of the retry about to happen, starting at 1.
 */
export function shouldRetryQuery(
  error: unknown,
  retryCount: number,
  maxRetries = MAX_QUERY_RETRIES,
): boolean {
  if (retryCount > maxRetries) return false;
  const status = errorStatus(error);
  return status === undefined || !NEVER_RETRIED_STATUSES.has(status);
}
