/** Methods a POST may stand for (doc 000 §7: PUT, PATCH and DELETE travel as POST). */
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** The method a request stands for: a POST's `X-HTTP-Method-Override` header or `_method` query parameter. */
export function logicalMethod(request: Request): string {
  if (request.method !== 'POST') return request.method;
  const header = request.headers.get('x-http-method-override');
  const query = new URL(request.url).searchParams.get('_method');
  const requested = (header ?? query ?? '').toUpperCase();
  return OVERRIDABLE.has(requested) ? requested : 'POST';
}

/**
 * Wraps a fetch handler so that routing, XSRF checks and handlers all see the logical method. The override is
 * applied before the app runs, so middleware runs once.
 */
export function withMethodOverride<E>(
  fetch: (request: Request, env: E) => Response | Promise<Response>,
): (request: Request, env: E) => Response | Promise<Response> {
  return (request, env) => {
    const method = logicalMethod(request);
    if (method === request.method) return fetch(request, env);
    const overridden = new Request(request.url, {
      method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      duplex: 'half',
    } as RequestInit);
    return fetch(overridden, env);
  };
}
