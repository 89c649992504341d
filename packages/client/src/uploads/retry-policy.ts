import { isHttpClientError, isNetworkError } from '../errors/guards';
import { UploadProtocolError } from './upload-protocol-error';
import { UploadTimeoutError } from './upload-timeout-error';

/** Waits before each retry of a resumable upload: 0, 3, 5, 10 and 20 seconds, then it fails (doc 000 §9). */
export const RESUMABLE_RETRY_DELAYS_MS: readonly number[] = [0, 3_000, 5_000, 10_000, 20_000];
/** Retries of one multipart part (doc 000 §9). */
export const PART_RETRIES = 3;
/** The same table, cut to the part retries. */
export const PART_RETRY_DELAYS_MS: readonly number[] = RESUMABLE_RETRY_DELAYS_MS.slice(0, PART_RETRIES);
/** The client errors worth retrying: 409 (the offset moved on) and 423 (the upload is locked) (doc 000 §8). */
export const RETRYABLE_CLIENT_STATUSES: readonly number[] = [409, 423];

/** What to do after a failed attempt. */
export type RetryDecision =
  | { action: 'retry'; delayMs: number }
  | { action: 'wait-until-online' }
  | { action: 'give-up' };

/**
 * Whether a failure may pass with time: a lost connection, a server error, 409 or 423. Other client errors, answers
 * that break the protocol, timeouts and aborts are final.
 */
export function isRetryableUploadError(error: unknown): boolean {
  if (error instanceof UploadTimeoutError || error instanceof UploadProtocolError) return false;
  if (isNetworkError(error)) return true;
  if (!isHttpClientError(error) || error.status === undefined) return false;
  if (error.status >= 500) return true;
  return RETRYABLE_CLIENT_STATUSES.includes(error.status);
}

/**
 * The retry table (doc 000 §8, §9): a retryable failure is retried after the next delay of `delays` until they run
 * out; while the device is offline no retry is spent, the upload waits for the connection to come back.
 */
export function decideRetry(
  error: unknown,
  retriesMade: number,
  { online, delays }: { online: boolean; delays: readonly number[] },
): RetryDecision {
  if (!isRetryableUploadError(error)) return { action: 'give-up' };
  if (!online) return { action: 'wait-until-online' };
  const delayMs = delays[retriesMade];
  return delayMs === undefined ? { action: 'give-up' } : { action: 'retry', delayMs };
}
