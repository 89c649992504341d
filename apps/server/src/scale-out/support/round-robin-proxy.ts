import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header the proxy adds to every answer: which instance (its index) served the request. */
export const SERVED_BY = 'x-served-by';

/** Lets a test watch a request's body on its way to an instance, e.g. to kill the instance midway. */
export type BodyWatcher = (instance: number, request: IncomingMessage, bytesSent: number) => void;

export interface RoundRobinProxy {
  url: string;
  /** The instance the next request goes to, as the load balancer would pick it. */
  readonly next: number;
  /** Takes an instance out of the rotation, as a load balancer's failed health check would. */
  markDown(instance: number): void;
  watchBodies(watcher: BodyWatcher | undefined): void;
  close(): Promise<void>;
}

/**
 * A load balancer without sticky sessions: each request (not each connection) goes to the next instance in turn, and
 * an instance that refuses connections leaves the rotation. Bodies stream both ways, so uploads and server-sent
 * events pass as they would through nginx with buffering off.
 */
export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  const up = targets.map(() => true);
  let turn = 0;
  let watcher: BodyWatcher | undefined;

  const pick = (): number => {
    for (let tries = 0; tries < targets.length; tries++) {
      const instance = turn++ % targets.length;
      if (up[instance]) return instance;
    }
    throw new Error('No instance is up.');
  };

  function forward(incoming: IncomingMessage, outgoing: ServerResponse) {
    const instance = pick();
    const target = new URL(incoming.url ?? '/', targets[instance]);
    const upstream = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: String(instance) });
      outgoing.flushHeaders();
      answer.pipe(outgoing);
      // An instance that dies mid-answer cuts the client's line too, as a real balancer does.
      answer.on('error', () => outgoing.destroy());
      answer.once('aborted', () => outgoing.destroy());
    });
    // `on`, not `once`: a body still arriving is written to a dead line, and each write fails again.
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') up[instance] = false;
      if (outgoing.headersSent) outgoing.destroy();
      else {
        // The client's request may still be arriving; it gets the answer and a closed line.
        outgoing.writeHead(502, {
          'content-type': 'application/json',
          connection: 'close',
          [SERVED_BY]: String(instance),
        });
        outgoing.end(JSON.stringify({ message: 'The instance did not answer.' }));
      }
    });
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    let bytesSent = 0;
    incoming.on('data', (chunk: Buffer) => {
      if (upstream.destroyed) return;
      bytesSent += chunk.length;
      if (!upstream.write(chunk)) {
        incoming.pause();
        upstream.once('drain', () => incoming.resume());
      }
      watcher?.(instance, incoming, bytesSent);
    });
    incoming.once('end', () => upstream.end());
    incoming.once('aborted', () => upstream.destroy());
  }

  const server: Server = createServer(forward);
  // Uploads take as long as they take; the instances time out idle lines themselves.
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get next() {
      return turn % targets.length;
    },
    markDown(instance) {
      up[instance] = false;
    },
    watchBodies(next) {
      watcher = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
