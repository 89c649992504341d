import type { OpenApiMethod } from '@tonearm/client/contract';

export interface TryRequest {
  method: OpenApiMethod;
  /** Absolute URL. */
  url: string;
  /** A personal access token sent as `Authorization: Bearer`; none when empty. */
  token: string;
  /** JSON text; nothing is sent when empty. */
  body?: string;
}

export interface TryResponse {
  status: number;
  statusText: string;
  contentType: string | null;
  /** The body, indented when it is JSON. */
  body: string;
}

export type FetchPort = (url: string, init: RequestInit) => Promise<Response>;

function indentedJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Sends a request as an API client would: the token as a Bearer header, the real method, no session cookie and no
 * XSRF header, so the answer shows what the token alone may do. The app's own HTTP client is not used on purpose:
 * its conventions (cookies, XSRF echo, method override, workspace id) are the browser app's, not the API's.
 */
export async function sendTryRequest(
  request: TryRequest,
  fetchPort: FetchPort = fetch,
): Promise<TryResponse> {
  const headers = new Headers({ Accept: 'application/json' });
  if (request.token.trim()) headers.set('Authorization', `Bearer ${request.token.trim()}`);
  const body = request.body?.trim() ? request.body : undefined;
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetchPort(request.url, {
    method: request.method.toUpperCase(),
    headers,
    body,
    credentials: 'omit',
  });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('content-type'),
    body: response.headers.get('content-type')?.includes('json') ? indentedJson(text) : text,
  };
}
