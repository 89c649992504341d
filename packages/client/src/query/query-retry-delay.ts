/** The wait before the first retry; each further retry waits twice as long. */
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
/** No retry waits longer than this. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** How long to wait before retry number `retryCount` (1, 2...): 1 s, 2 s, 4 s... capped at 30 s. */
export function queryRetryDelay(retryCount: number, baseDelayMs = QUERY_RETRY_BASE_DELAY_MS): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, retryCount - 1), QUERY_RETRY_MAX_DELAY_MS);
}
