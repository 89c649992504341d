import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler has already made. Hono's `c.header` rebuilds a finished answer as a whole
 * fetch Response, turning its body into a stream, so that on every request the headers set after `next()` cost
 * more than the route itself; the answers the Node adapter makes keep their headers in a plain `Headers` object,
 * changed here in place, and are still written in one piece. Immutable headers (an answer passed on from `fetch`)
 * go through `c.header`.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
