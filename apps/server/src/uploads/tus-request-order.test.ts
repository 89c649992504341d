import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TusRequestOrder, UPLOAD_OVERTAKEN } from './tus-request-order';

/** Requests of the given methods stamped by the middleware, in that order. */
async function arrive(order: TusRequestOrder, methods: string[]): Promise<Request[]> {
  const seen: Request[] = [];
  const app = new Hono();
  app.use(order.stamp);
  app.all('*', (c) => {
    seen.push(c.req.raw);
    return c.body(null, 204);
  });
  for (const method of methods) await app.request('http://local/tus/upload', { method });
  return seen;
}

/** Whether `request`, handled now, may take the lock of upload `key`. */
function admits(order: TusRequestOrder, request: Request | undefined, key = 'a'): boolean {
  if (!request) throw new Error('no such request');
  const arrival = order.arrivalOf(request);
  if (!arrival) throw new Error('the request was not stamped');
  try {
    order.admit(key, arrival);
    return true;
  } catch (refusal) {
    expect(refusal).toBe(UPLOAD_OVERTAKEN);
    return false;
  }
}

describe('tus request order', () => {
  it('refuses at the lock a PATCH that arrived before a HEAD of its upload took the lock', async () => {
    const order = new TusRequestOrder();
    const [stale, head, fresh] = await arrive(order, ['PATCH', 'HEAD', 'PATCH']);
    expect(admits(order, head)).toBe(true);
    expect(admits(order, stale)).toBe(false);
    expect(admits(order, fresh)).toBe(true);
    expect(admits(order, stale, 'b')).toBe(true);
  });

  it('lets a PATCH in when the HEAD after it has not taken the lock, and forgets a finished upload', async () => {
    const order = new TusRequestOrder();
    const [first, patch, second] = await arrive(order, ['HEAD', 'PATCH', 'HEAD']);
    expect(admits(order, first)).toBe(true);
    expect(admits(order, patch)).toBe(true);
    expect(admits(order, second)).toBe(true);
    expect(admits(order, first)).toBe(true);
    expect(admits(order, patch)).toBe(false);
    order.forget('a');
    expect(admits(order, patch)).toBe(true);
  });
});
