import { createMiddleware } from 'hono/factory';

/** How many uploads' latest HEAD are remembered; the oldest is forgotten first. */
const REMEMBERED_UPLOADS = 10_000;

/** What a PATCH gets when its upload was asked for its offset after the PATCH arrived. */
export const UPLOAD_OVERTAKEN = {
  status_code: 409,
  body: 'The upload was asked for its offset after this chunk was sent.',
};

/** A tus request's method and its place in the order of arrival. */
export interface TusArrival {
  method: string;
  number: number;
}

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

  /** Numbers each request as it arrives, before anything that may wait: mounted first. */
  readonly stamp = createMiddleware(async (c, next) => {
    this.#arrivals.set(c.req.raw, ++this.#arrived);
    await next();
  });

  /** The request as it arrived, numbered by {@link stamp}; `undefined` for a request that was not stamped. */
  arrivalOf(request: Request): TusArrival | undefined {
    const number = this.#arrivals.get(request);
    return number === undefined ? undefined : { method: request.method, number };
  }

  /**
   * Called as a request takes the lock of `uploadKey`: records a HEAD, and throws {@link UPLOAD_OVERTAKEN} for a
   * PATCH that arrived before the latest HEAD.
   */
  admit(uploadKey: string, arrival: TusArrival): void {
    const latestHead = this.#latestHead.get(uploadKey) ?? 0;
    if (arrival.method === 'PATCH' && arrival.number < latestHead) throw UPLOAD_OVERTAKEN;
    if (arrival.method !== 'HEAD' || arrival.number <= latestHead) return;
    this.#latestHead.delete(uploadKey);
    this.#latestHead.set(uploadKey, arrival.number);
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
