export {
  DeferredRequestErrorDialog,
  type DeferredRequestErrorDialogProps,
} from './DeferredRequestErrorDialog';
export { ErrorDialogStore, errorDialogStore } from './error-dialog-store';
export { RequestErrorDialog, type RequestErrorDialogProps } from './RequestErrorDialog';
export { GENERIC_ERROR_MESSAGE, requestErrorMessage } from './request-error-message';
export { requestErrorTranslator, setRequestErrorTranslator } from './request-error-translator';
export { type ShowRequestErrorOptions, showRequestError } from './show-request-error';
export { useRequestErrorLanguage } from './use-request-error-language';
