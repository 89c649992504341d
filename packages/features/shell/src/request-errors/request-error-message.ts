import { isHttpError, isValidationError } from '@tonearm/client';
import type { Translate } from '../i18n';

/** Doc 000 §8: the generic notice when the server gave no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'There was an issue. Please try again.';

/**
 * The toast text for a failed request: the first field error, else the server's message (both shown as the server
 * wrote them), else the generic one in the visitor's language.
 */
export function requestErrorMessage(error: unknown, trans: Translate = (line) => line): string {
  const generic = () => trans('There was an issue. Please try again.');
  if (isValidationError(error)) return error.firstFieldError() ?? error.serverMessage ?? generic();
  if (isHttpError(error)) return error.serverMessage ?? generic();
  return generic();
}
