import { isAbortedError, isHttpError } from '@tonearm/client';
import { type ToastApi, toast } from '@tonearm/ui';
import type { Translate } from '../i18n';
import { type ErrorDialogStore, errorDialogStore } from './error-dialog-store';
import { requestErrorMessage } from './request-error-message';
import { requestErrorTranslator } from './request-error-translator';

/**
 * Tells the user a request failed (doc 000 §8): the full-screen error dialog when the answer carries a debug
 * trace, otherwise a danger toast with the first field error or the server's message and its optional action.
 * An aborted request is the user's own doing and shows nothing.
 */
export interface ShowRequestErrorOptions {
  /** @default the product's one error dialog */
  dialog?: ErrorDialogStore;
  /** @default the product's toasts */
  toasts?: ToastApi;
  /** Translates the generic notice. @default the translator the shell frame keeps in the visitor's language */
  trans?: Translate;
}

export function showRequestError(error: unknown, options: ShowRequestErrorOptions = {}): void {
  const { dialog = errorDialogStore, toasts = toast, trans = requestErrorTranslator() } = options;
  if (isAbortedError(error)) return;
  if (isHttpError(error) && error.debugTrace) {
    dialog.open(error.debugTrace);
    return;
  }
  const action = isHttpError(error) ? error.action : undefined;
  toasts.danger(
    requestErrorMessage(error, trans),
    action ? { action: { label: action.label, href: action.action } } : {},
  );
}
