export {
  DeferredRequestErrorDialog,
  type DeferredRequestErrorDialogProps,
} from './DeferredRequestErrorDialog';
export { ErrorDialogStore, errorDialogStore } from './error-dialog-store';
export { RequestErrorDialog, type RequestErrorDialogProps } from './RequestErrorDialog';
export { GENERIC_ERROR_MESSAGE, requestErrorMessage } from './request-error-message';
export { type ShowRequestErrorOptions, showRequestError } from './show-request-error';
