import { encodeBody } from './encode-body';
import type { Convention, ConventionContext, HttpMethod, QueryParams, RequestDraft } from './types';

/** What the caller asked for, before any convention. */
export interface RequestIntent {
  method: HttpMethod;
  path: string;
  params?: QueryParams | undefined;
  headers?: HeadersInit | undefined;
  body?: unknown;
}

/** The draft of a request the caller asked for, with the core's own defaults, run through the conventions. */
export function prepareRequest(
  { method, path, params, headers, body }: RequestIntent,
  conventions: readonly Convention[],
  context: ConventionContext,
): RequestDraft {
  const draftHeaders = new Headers(headers);
  if (!draftHeaders.has('Accept')) draftHeaders.set('Accept', 'application/json');
  const draft: RequestDraft = {
    method,
    transportMethod: method,
    path,
    params: { ...params },
    headers: draftHeaders,
    body,
  };
  return conventions.reduce((current, convention) => convention(current, context), draft);
}

/** The `fetch` options for a prepared draft. */
export function toRequestInit(draft: RequestDraft, signal: AbortSignal | undefined): RequestInit {
  const { body, contentType } = encodeBody(draft.body);
  if (body !== undefined && (draft.transportMethod === 'GET' || draft.transportMethod === 'HEAD')) {
    throw new TypeError(`A ${draft.transportMethod} request cannot carry a body (${draft.path})`);
  }
  const headers = new Headers(draft.headers);
  if (contentType !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', contentType);
  const init: RequestInit = { method: draft.transportMethod, headers, credentials: 'include' };
  if (body !== undefined) init.body = body;
  if (signal !== undefined) init.signal = signal;
  return init;
}
