import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeBodyStream } from './node-body-stream';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Sends `chunks` as one request's body to a server that hands the request to `read`; answers what it returns. */
async function serve<T>(chunks: Buffer[], read: (incoming: IncomingMessage) => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  const server = createServer((incoming, response) => {
    result = read(incoming);
    result.then(
      () => response.end(),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    const sending = request({ port, host: '127.0.0.1', method: 'PATCH' }, (response) => {
      response.resume();
      response.on('end', resolve);
    });
    sending.on('error', () => resolve());
    for (const chunk of chunks) sending.write(chunk);
    sending.end();
  });
  if (!result) throw new Error('The server saw no request.');
  return result;
}

describe('a Node request body as a web stream', () => {
  it('yields every byte in order, in the buffers the socket delivered', async () => {
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(64 * 1024, index));
    const received = await serve(chunks, async (incoming) => {
      const pieces: Uint8Array[] = [];
      for await (const piece of nodeBodyStream(incoming)) pieces.push(piece);
      return pieces;
    });
    expect(received.every((piece) => Buffer.isBuffer(piece))).toBe(true);
    expect(Buffer.concat(received).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('reads nothing ahead: the request stays paused until the reader asks', async () => {
    const flowing = await serve([Buffer.alloc(1024)], async (incoming) => {
      const stream = nodeBodyStream(incoming);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const before = incoming.readableFlowing;
      await stream.cancel();
      return before;
    });
    expect(flowing).not.toBe(true);
  });

  it('destroys the request when the reader cancels', async () => {
    const destroyed = await serve([Buffer.alloc(1024 * 1024)], async (incoming) => {
      const reader = nodeBodyStream(incoming).getReader();
      await reader.read();
      await reader.cancel();
      return incoming.destroyed;
    });
    expect(destroyed).toBe(true);
  });
});
