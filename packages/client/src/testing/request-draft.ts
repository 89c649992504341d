import type { ConventionContext, HttpMethod, QueryParams, RequestDraft } from '../core/types';

/** A request draft as the core hands it to the first convention, for testing conventions one at a time. */
export function requestDraft(
  method: HttpMethod,
  path: string,
  { params = {}, headers, body }: { params?: QueryParams; headers?: HeadersInit; body?: unknown } = {},
): RequestDraft {
  return { method, transportMethod: method, path, params, headers: new Headers(headers), body };
}

/** A convention context with no workspace and no cookies, on `https://music.example.com`. */
export function conventionContext(overrides: Partial<ConventionContext> = {}): ConventionContext {
  return {
    baseUrl: 'https://music.example.com',
    workspaceId: null,
    readCookie: () => undefined,
    ...overrides,
  };
}
