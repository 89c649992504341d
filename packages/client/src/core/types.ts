import type * as z from 'zod/mini';

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

/** What a convention may read besides the draft; the same for every convention of one request. */
export interface ConventionContext {
  /** The client's base URL, e.g. `https://music.example.com` (see `HttpClientOptions.baseUrl`). */
  readonly baseUrl: string;
  /** The current workspace id, `null` when none is set; `0` is the default workspace. */
  readonly workspaceId: number | null;
  /** Reads a cookie's raw (still URL-encoded) value, `undefined` when the cookie is absent. */
  readCookie(name: string): string | undefined;
}

/**
 * A convention: one small, pure step that rewrites a request draft. It returns a new draft (and a new `Headers`
 * when it changes headers) instead of mutating the one it receives.
 */
export type Convention = (draft: RequestDraft, context: ConventionContext) => RequestDraft;

export interface RequestOptions<S extends z.core.$ZodType = z.core.$ZodType> {
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

export type Parsed<S> = S extends z.core.$ZodType ? z.infer<S> : unknown;

/** The one HTTP client every product call goes through. */
export interface HttpClient {
  request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<z.infer<S>>;
  get<S extends z.core.$ZodType>(path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  post<S extends z.core.$ZodType>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<z.infer<S>>;
  put<S extends z.core.$ZodType>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<z.infer<S>>;
  patch<S extends z.core.$ZodType>(
    path: string,
    body?: unknown,
    options?: RequestOptions<S>,
  ): Promise<z.infer<S>>;
  delete<S extends z.core.$ZodType>(path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
  /** Sets (or clears with `null`) the current workspace id added to GET, POST and PUT requests. */
  setWorkspaceId(id: number | null): void;
  readonly workspaceId: number | null;
  /** Resolves a relative path to the absolute URL the client would call (used by uploads and downloads). */
  url(path: string, params?: QueryParams): string;
}

/** How the one HTTP client is set up. */
export interface HttpClientOptions {
  /**
   * Where the product is served: relative paths resolve under it. An absolute URL (`https://music.example.com`,
   * with or without a sub-path) or, in the browser, a root-relative one (`/`).
   */
  baseUrl: string;
  /**
   * The `fetch` to call; tests and server-side rendering inject their own.
   * @default globalThis.fetch
   */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Reads a cookie's raw value by name (used for the XSRF echo).
   * @default reads `document.cookie` when there is a document, otherwise finds no cookie
   */
  readCookie?: (name: string) => string | undefined;
  /**
   * The conventions applied, in order, to every request.
   * @default defaultConventions (api prefix, array params, workspace id, XSRF echo, method override)
   */
  conventions?: readonly Convention[];
  /**
   * The workspace id current when the client is created; change it later with `setWorkspaceId`.
   * @default null
   */
  workspaceId?: number | null;
}
