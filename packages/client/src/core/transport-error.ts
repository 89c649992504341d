import { AbortedError } from '../errors/aborted-error';
import type { HttpClientError } from '../errors/http-client-error';
import { NetworkError } from '../errors/network-error';

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * The error for a request that got no complete response: aborted when the caller's signal fired (fetch rejects with
 * the signal's reason, which can be anything), otherwise a network failure.
 */
export function transportError(
  error: unknown,
  callName: string,
  signal: AbortSignal | undefined,
): HttpClientError {
  if (signal?.aborted) return new AbortedError({ callName, cause: signal.reason });
  if (isAbortError(error)) return new AbortedError({ callName, cause: error });
  return new NetworkError({ callName, cause: error });
}
