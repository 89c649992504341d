import * as z from 'zod/mini';
import type { HttpClient, HttpMethod, QueryParams, RequestOptions } from '../../core/types';

/** One request as a call handed it to the HTTP client. */
export interface RecordedRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
  params: QueryParams | undefined;
  callName: string | undefined;
}

/** One address a call asked the HTTP client to resolve (popups and downloads). */
export interface ResolvedUrl {
  path: string;
  params: QueryParams | undefined;
}

/** Base of the addresses `url()` answers with; the real client decides prefixes, this double only echoes. */
export const RECORDING_BASE_URL = 'https://tonearm.test/';

/**
 * An `HttpClient` for call tests: it records what each call sent and answers every request with the canned JSON,
 * run through the response schema the call passed, exactly as the real client validates a body.
 */
export class RecordingHttpClient implements HttpClient {
  readonly requests: RecordedRequest[] = [];
  readonly resolvedUrls: ResolvedUrl[] = [];
  workspaceId: number | null = null;
  #answer: unknown;

  /** @param answer JSON every request answers with. */
  constructor(answer: unknown = {}) {
    this.#answer = answer;
  }

  /** The only request made; fails the test when there were none or several. */
  get onlyRequest(): RecordedRequest {
    if (this.requests.length !== 1) throw new Error(`Expected one request, got ${this.requests.length}.`);
    return this.requests[0] as RecordedRequest;
  }

  async request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<S> = {},
  ): Promise<z.infer<S>> {
    this.requests.push({
      method,
      path,
      body: options.body,
      params: options.params,
      callName: options.callName,
    });
    const json: unknown = structuredClone(this.#answer);
    return options.schema ? z.parse(options.schema, json) : (json as z.infer<S>);
  }

  get<S extends z.core.$ZodType>(path: string, options?: RequestOptions<S>) {
    return this.request('GET', path, options);
  }

  post<S extends z.core.$ZodType>(path: string, body?: unknown, options?: RequestOptions<S>) {
    return this.request('POST', path, { ...options, body });
  }

  put<S extends z.core.$ZodType>(path: string, body?: unknown, options?: RequestOptions<S>) {
    return this.request('PUT', path, { ...options, body });
  }

  patch<S extends z.core.$ZodType>(path: string, body?: unknown, options?: RequestOptions<S>) {
    return this.request('PATCH', path, { ...options, body });
  }

  delete<S extends z.core.$ZodType>(path: string, options?: RequestOptions<S>) {
    return this.request('DELETE', path, options);
  }

  setWorkspaceId(id: number | null): void {
    this.workspaceId = id;
  }

  url(path: string, params?: QueryParams): string {
    this.resolvedUrls.push({ path, params });
    return `${RECORDING_BASE_URL}${path}`;
  }
}
