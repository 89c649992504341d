import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

async function* noBody(): AsyncGenerator<Uint8Array> {}

/**
 * An upload request's body as the Node stream it arrives on when the server runs on @hono/node-server
 * (`c.env.incoming`), so the bytes go from the socket to the file without a Web stream adapter in between (a
 * promise and a copy of bookkeeping per 64 KiB chunk); its Web body elsewhere (`app.request` in tests), or when the
 * request was rebuilt around a Web body (a method override) that reads the socket itself.
 */
export function uploadBody(c: Context): AsyncIterable<Uint8Array> {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (
    incoming instanceof IncomingMessage &&
    incoming.method === c.req.raw.method &&
    !incoming.readableDidRead
  ) {
    return incoming;
  }
  return c.req.raw.body ?? noBody();
}
