import { isHttpError, isValidationError } from '@tonearm/client';

/** Doc 000 §8: the generic notice when the server gave no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'There was an issue. Please try again.';

/** The toast text for a failed request: the first field error, else the server's message, else the generic one. */
export function requestErrorMessage(error: unknown): string {
  if (isValidationError(error))
    return error.firstFieldError() ?? error.serverMessage ?? GENERIC_ERROR_MESSAGE;
  if (isHttpError(error)) return error.serverMessage ?? GENERIC_ERROR_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
}
