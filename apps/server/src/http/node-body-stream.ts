import type { IncomingMessage } from 'node:http';

/**
 * A web stream of a Node request's body that passes the socket's buffers on as they are, one per pull. The stream
 * Hono builds for a request (`Readable.toWeb`) copies every chunk into a new array first, which held an upload's
 * PATCH to two thirds of the line; a `Buffer` is already a `Uint8Array`, and nothing else holds it.
 */
export function nodeBodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = incoming[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = (await chunks.next()) as IteratorResult<Buffer>;
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        // Ends the iteration, which destroys the request, as cancelling Hono's stream does.
        await chunks.return?.();
      },
    },
    // Nothing is read ahead of the reader: the socket keeps what the reader has not asked for.
    { highWaterMark: 0 },
  );
}
