import type * as z from 'zod/mini';
import { defaultConventions } from '../conventions/index';
import { readDocumentCookie } from './document-cookie';
import { prepareRequest, toRequestInit } from './prepare-request';
import { readResponse } from './read-response';
import { resolveUrl } from './resolve-url';
import { transportError } from './transport-error';
import type {
  ConventionContext,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  QueryParams,
  RequestOptions,
} from './types';

// A body given as an argument wins over one in the options.
function withBody<S extends z.core.$ZodType>(
  options: RequestOptions<S> | undefined,
  body: unknown,
): RequestOptions<S> {
  return body === undefined ? { ...options } : { ...options, body };
}

/**
 * Creates the one HTTP client every product call goes through: JSON in and out, credentials included, no timeout,
 * and the shared conventions (doc 000 §7) applied in order to every request.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, conventions = defaultConventions } = options;
  const send = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const readCookie = options.readCookie ?? readDocumentCookie;
  let workspaceId = options.workspaceId ?? null;

  const context = (): ConventionContext => ({ baseUrl, workspaceId, readCookie });

  async function request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions<S> = {},
  ): Promise<z.infer<S>> {
    const { params, headers, body, signal, schema, callName = `${method} ${path}` } = requestOptions;
    const draft = prepareRequest({ method, path, params, headers, body }, conventions, context());
    const url = resolveUrl(baseUrl, draft.path, draft.params);
    const init = toRequestInit(draft, signal);
    let response: Response;
    try {
      response = await send(url, init);
    } catch (error) {
      throw transportError(error, callName, signal);
    }
    return (await readResponse(response, { callName, schema, signal })) as z.infer<S>;
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, withBody(requestOptions, body)),
    put: (path, body, requestOptions) => request('PUT', path, withBody(requestOptions, body)),
    patch: (path, body, requestOptions) => request('PATCH', path, withBody(requestOptions, body)),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
    setWorkspaceId(id: number | null) {
      workspaceId = id;
    },
    get workspaceId() {
      return workspaceId;
    },
    url(path: string, params?: QueryParams) {
      const draft = prepareRequest({ method: 'GET', path, params }, conventions, context());
      return resolveUrl(baseUrl, draft.path, draft.params);
    },
  };
}
