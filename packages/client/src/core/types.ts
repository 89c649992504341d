import type * as z from 'zod';

/** A query-string value; arrays are serialised by the array-params convention. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue>;

/** The logical HTTP methods the product uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** A request as it travels through the conventions, before it becomes a `fetch` call. */
export interface RequestDraft {
  /** The method the caller asked for; retry decisions use this, never the transport method. */
  readonly method: HttpMethod;
  /** The method actually sent (differs when the method-override convention applies). */
  transportMethod: HttpMethod;
  /** A relative path (`users/me`) or an absolute URL. */
  path: string;
  params: QueryParams;
  headers: Headers;
  body?: unknown;
}

/** A convention: one small step that rewrites a request draft. */
export type Convention = (draft: RequestDraft) => RequestDraft;

export interface RequestOptions<S extends z.ZodType = z.ZodType> {
  /** Query parameters. */
  params?: QueryParams;
  /** JSON-serialisable value, `FormData`, `Blob` or `URLSearchParams`. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Schema the response body must match; the parsed value is returned. */
  schema?: S;
  /** Names the call in error messages, e.g. `'GET users/{id}'`. Defaults to method and path. */
  callName?: string;
}

export type Parsed<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** The one HTTP client every product call goes through. */
export interface HttpClient {
  request<S extends z.ZodType>(method: HttpMethod, path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  get<S extends z.ZodType>(path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<z.infer<S>>;
  put<S extends z.ZodType>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<z.infer<S>>;
  patch<S extends z.ZodType>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<z.infer<S>>;
  delete<S extends z.ZodType>(path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  /** Sets (or clears with `null`) the current workspace id added to GET, POST and PUT requests. */
  setWorkspaceId(id: number | null): void;
  readonly workspaceId: number | null;
  /** Resolves a relative path to the absolute URL the client would call (used by uploads and downloads). */
  url(path: string, params?: QueryParams): string;
}
