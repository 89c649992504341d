import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { nodeBodyStream } from '../http/node-body-stream';

async function* noBody(): AsyncGenerator<Uint8Array> {}

/**
 * The Node request a body still waits on when the server runs on @hono/node-server (`c.env.incoming`); `undefined`
 * elsewhere (`app.request` in tests), or when the request was rebuilt around a Web body (a method override) that
 * reads the socket itself.
 */
function unreadIncoming(c: Context): IncomingMessage | undefined {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage &&
    incoming.method === c.req.raw.method &&
    !incoming.readableDidRead
    ? incoming
    : undefined;
}

/**
 * An upload request's body as the Node stream it arrives on, so the bytes go from the socket to the file without a
 * Web stream adapter in between (a promise and a copy of bookkeeping per 64 KiB chunk); its Web body elsewhere.
 */
export function uploadBody(c: Context): AsyncIterable<Uint8Array> {
  return unreadIncoming(c) ?? c.req.raw.body ?? noBody();
}

/**
 * An upload request's body as a Web stream for code that takes one (tus), passing the socket's buffers on without
 * the copy Hono's own stream makes of each (`node-body-stream.ts`); its Web body elsewhere.
 */
export function uploadBodyStream(c: Context): ReadableStream<Uint8Array> | null {
  const incoming = unreadIncoming(c);
  return incoming ? nodeBodyStream(incoming) : c.req.raw.body;
}
