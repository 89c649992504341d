import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';

/** How many uploads' latest HEAD are remembered; the oldest is forgotten first. */
const REMEMBERED_UPLOADS = 10_000;

/** What a PATCH gets when its upload was asked for its offset after the PATCH arrived. */
export const UPLOAD_OVERTAKEN = {
  status_code: 409,
  body: 'The upload was asked for its offset after this chunk was sent.',
};

/**
 * The order in which tus requests reached the server, and for each upload the latest HEAD to take its lock. A client
 * sends HEAD after it lost the line of a PATCH, to learn where the upload stands; that PATCH may still be on its way
 * through the server (its body unread until the lock, so the cut unnoticed) and would write after HEAD answered,
 * moving the offset under the answer. So at the lock, a PATCH that arrived before its upload's latest HEAD is stale
 * and is refused; a client that is still there asks HEAD again and goes on.
 */
export class TusRequestOrder {
  #arrived = 0;
  readonly #arrivals = new WeakMap<Request, number>();
  readonly #latestHead = new Map<string, number>();
  readonly #current = new AsyncLocalStorage<Request>();

  /** Numbers each request as it arrives, before anything that may wait: mounted first. */
  readonly stamp = createMiddleware(async (c, next) => {
    this.#arrivals.set(c.req.raw, ++this.#arrived);
    await next();
  });

  /** Runs tus's handling of `request`, so the lock knows which request asks for it. */
  handle<T>(request: Request, handling: () => Promise<T>): Promise<T> {
    return this.#current.run(request, handling);
  }

  /**
   * Called as the request being handled takes the lock of `uploadKey`: records a HEAD, and throws
   * {@link UPLOAD_OVERTAKEN} for a PATCH that arrived before the latest HEAD.
   */
  admit(uploadKey: string): void {
    const request = this.#current.getStore();
    if (request === undefined) return;
    const arrival = this.#arrivals.get(request);
    if (arrival === undefined) return;
    const latestHead = this.#latestHead.get(uploadKey) ?? 0;
    if (request.method === 'PATCH' && arrival < latestHead) throw UPLOAD_OVERTAKEN;
    if (request.method !== 'HEAD' || arrival <= latestHead) return;
    this.#latestHead.delete(uploadKey);
    this.#latestHead.set(uploadKey, arrival);
    if (this.#latestHead.size > REMEMBERED_UPLOADS) {
      const [oldest] = this.#latestHead.keys();
      if (oldest !== undefined) this.#latestHead.delete(oldest);
    }
  }

  /** Forgets an upload that is finished or gone. */
  forget(uploadKey: string): void {
    this.#latestHead.delete(uploadKey);
  }
}
