export { AbortedError } from './aborted-error';
export { readErrorBody } from './error-body';
export {
  hasDebugTrace,
  isAbortedError,
  isHttpClientError,
  isHttpError,
  isNetworkError,
  isResponseFormatError,
  isValidationError,
} from './guards';
export { HttpClientError, type HttpClientErrorOptions } from './http-client-error';
export { HttpError, type HttpErrorOptions } from './http-error';
export { NetworkError } from './network-error';
export {
  ResponseFormatError,
  type ResponseFormatErrorOptions,
  type ResponseFormatProblem,
} from './response-format-error';
export { VALIDATION_STATUS, ValidationError } from './validation-error';
