export { isAbsoluteUrl } from './absolute-url';
export { createHttpClient } from './create-http-client';
export { readDocumentCookie } from './document-cookie';
export { toQueryString } from './query-string';
export { resolveUrl } from './resolve-url';
export type {
  Convention,
  ConventionContext,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  Parsed,
  QueryParams,
  QueryValue,
  RequestDraft,
  RequestOptions,
} from './types';
