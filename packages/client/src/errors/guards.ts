import { AbortedError } from './aborted-error';
import { HttpClientError } from './http-client-error';
import { HttpError } from './http-error';
import { NetworkError } from './network-error';
import { ResponseFormatError } from './response-format-error';
import { ValidationError } from './validation-error';

/** Whether `error` came from the HTTP client. */
export function isHttpClientError(error: unknown): error is HttpClientError {
  return error instanceof HttpClientError;
}

/** Whether the server answered with an error status and a JSON or empty body (includes validation errors). */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Whether the server rejected submitted fields (422). */
export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}

/** Whether the connection failed. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** Whether the caller aborted the request. */
export function isAbortedError(error: unknown): error is AbortedError {
  return error instanceof AbortedError;
}

/** Whether the body was not what the call expects. */
export function isResponseFormatError(error: unknown): error is ResponseFormatError {
  return error instanceof ResponseFormatError;
}

/** Whether an error answer carries a debug trace, for which the product shows the error dialog (doc 000 §8). */
export function hasDebugTrace(
  error: unknown,
): error is HttpError & { debugTrace: NonNullable<HttpError['debugTrace']> } {
  return error instanceof HttpError && error.debugTrace !== undefined;
}
