import { connect, createServer, type Server, type Socket } from 'node:net';

/** Where a cut happened: how many client-to-server bytes had passed through the proxy, in all connections. */
export interface CutReport {
  atByte: number;
}

/** How long a new connection waits for the server to listen again (it restarts after a kill). */
const UPSTREAM_WAIT_MS = 120_000;
const UPSTREAM_RETRY_MS = 25;

/**
 * A TCP proxy on loopback that forwards every connection to the server's port and, once armed, cuts the connection
 * that carries the chosen client-to-server byte: the bytes before it go to the server, then both sockets are reset,
 * as a dropped line would leave them. Like a buffering load balancer, it takes a request's bytes while the server
 * is away (restarting after a kill) and passes them on once it listens again.
 */
export class CuttingProxy {
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  // Connections joined to the server, as opposed to those waiting for it.
  readonly #piped = new Set<Socket>();
  #forwarded = 0;
  #cutAt: number | undefined;
  #atCut: (() => Promise<void> | void) | undefined;
  // New connections wait for this: after a kill, until the server listens again.
  #upstreamReady: Promise<unknown> = Promise.resolve();
  #cuts: CutReport[] = [];

  private constructor(
    server: Server,
    readonly port: number,
    private readonly targetPort: number,
  ) {
    this.#server = server;
  }

  static async start(targetPort: number): Promise<CuttingProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('The proxy has no port.');
    const proxy = new CuttingProxy(server, address.port, targetPort);
    server.on('connection', (client) => proxy.#accept(client));
    return proxy;
  }

  /** The proxy's origin, to send requests through it. */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The cuts made since the last {@link arm}. */
  get cuts(): readonly CutReport[] {
    return this.#cuts;
  }

  /**
   * Cuts the connection carrying byte `cutAt` (counted from now, over all connections); `undefined` cuts nothing.
   * `atCut` runs once the bytes before the cut went to the server (to kill it); then every connection to the server
   * is reset, and new ones wait for the promise it answers (the restarted server).
   */
  arm(cutAt: number | undefined, atCut?: () => Promise<void> | void): void {
    this.#forwarded = 0;
    this.#cutAt = cutAt;
    this.#atCut = atCut;
    this.#cuts = [];
  }

  #accept(client: Socket): void {
    const waiting: Buffer[] = [];
    const hold = (chunk: Buffer) => waiting.push(chunk);
    client.on('data', hold);
    client.on('error', () => undefined);
    this.#sockets.add(client);
    client.once('close', () => this.#sockets.delete(client));
    const since = Date.now();
    const attempt = async () => {
      await this.#upstreamReady;
      if (client.destroyed) return;
      const upstream = connect(this.targetPort, '127.0.0.1');
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        client.off('data', hold);
        if (client.destroyed) upstream.destroy();
        else this.#pipe(client, upstream, waiting);
      });
      upstream.once('error', () => {
        if (client.destroyed || Date.now() - since > UPSTREAM_WAIT_MS) client.destroy();
        else setTimeout(() => void attempt(), UPSTREAM_RETRY_MS);
      });
    };
    void attempt();
  }

  #pipe(client: Socket, upstream: Socket, waiting: readonly Buffer[]): void {
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      this.#piped.add(socket);
    }
    const cut = () => {
      const atCut = this.#atCut;
      this.#atCut = undefined;
      const ready = atCut?.();
      if (ready) this.#upstreamReady = ready.catch(() => undefined);
      client.resetAndDestroy();
      upstream.resetAndDestroy();
      // A killed server drops every connection it had, idle keep-alive ones included.
      if (atCut) for (const socket of this.#piped) socket.resetAndDestroy();
    };
    // Set at the cut: the line is dead from that byte on, though the sockets close only once the kept bytes are out.
    let severed = false;
    const forward = (chunk: Buffer) => {
      if (severed || client.destroyed) return;
      const cutAt = this.#cutAt;
      if (cutAt !== undefined && this.#forwarded + chunk.length > cutAt) {
        const kept = cutAt - this.#forwarded;
        this.#forwarded = cutAt;
        this.#cutAt = undefined;
        this.#cuts.push({ atByte: cutAt });
        severed = true;
        client.pause();
        if (kept > 0) upstream.write(chunk.subarray(0, kept), cut);
        else cut();
        return;
      }
      this.#forwarded += chunk.length;
      if (!upstream.write(chunk)) client.pause();
    };
    for (const chunk of waiting) forward(chunk);
    client.on('data', forward);
    upstream.on('drain', () => client.resume());
    upstream.on('data', (chunk: Buffer) => {
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    const close = () => {
      for (const socket of [client, upstream]) {
        this.#sockets.delete(socket);
        this.#piped.delete(socket);
      }
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
    upstream.on('error', () => undefined);
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
