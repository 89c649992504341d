import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobTestDatabase, openJobTestDatabase } from '../jobs/test-support/job-test-database';
import {
  forgetStaleTusHeads,
  REMEMBERED_HEAD_MS,
  TusRequestOrder,
  UPLOAD_OVERTAKEN,
} from './tus-request-order';

let test: JobTestDatabase;
beforeAll(async () => {
  test = await openJobTestDatabase();
}, 60_000);
afterAll(() => test?.close());

/** The order as one instance keeps it; every instance numbers and records through the one database. */
const instance = (now?: () => Date) => new TusRequestOrder(test.database.db, now);

/** A request of `method` reaching `order`'s instance, stamped as the middleware does, once its number is known. */
async function arrive(order: TusRequestOrder, method: string): Promise<Request> {
  let seen: Request | undefined;
  const app = new Hono();
  app.use(order.stamp);
  app.all('*', (c) => {
    seen = c.req.raw;
    return c.body(null, 204);
  });
  await app.request('http://local/tus/upload/key', { method });
  if (!seen) throw new Error('The request was not handled.');
  // The next request is sent after this one was numbered, as a client's HEAD follows its lost PATCH.
  await order.arrivalOf(seen)?.number;
  return seen;
}

/** Whether `request`, holding the lock of upload `key` now, may go on. */
async function admits(order: TusRequestOrder, request: Request, key: string): Promise<boolean> {
  const arrival = order.arrivalOf(request);
  if (!arrival) throw new Error('The request was not stamped.');
  try {
    await order.admit(key, arrival);
    return true;
  } catch (refusal) {
    expect(refusal).toBe(UPLOAD_OVERTAKEN);
    return false;
  }
}

describe('tus request order across instances', () => {
  it('refuses at the lock a PATCH that reached one instance before a HEAD of its upload took the lock on another', async () => {
    const first = instance();
    const second = instance();
    const stale = await arrive(first, 'PATCH');
    const head = await arrive(second, 'HEAD');
    const fresh = await arrive(first, 'PATCH');
    expect(await admits(second, head, 'a')).toBe(true);
    expect(await admits(first, stale, 'a')).toBe(false);
    expect(await admits(first, fresh, 'a')).toBe(true);
    // Another upload's HEAD says nothing about this PATCH.
    expect(await admits(first, stale, 'b')).toBe(true);
  });

  it('lets a PATCH in while the HEAD after it has not taken the lock, and forgets a finished upload', async () => {
    const first = instance();
    const second = instance();
    const earlier = await arrive(second, 'HEAD');
    const patch = await arrive(first, 'PATCH');
    const later = await arrive(second, 'HEAD');
    expect(await admits(second, earlier, 'c')).toBe(true);
    expect(await admits(first, patch, 'c')).toBe(true);
    expect(await admits(second, later, 'c')).toBe(true);
    // An older HEAD taking the lock late does not move the latest back.
    expect(await admits(second, earlier, 'c')).toBe(true);
    expect(await admits(first, patch, 'c')).toBe(false);
    await second.forget('c');
    expect(await admits(first, patch, 'c')).toBe(true);
  });

  it('forgets the latest HEAD of an upload untouched for longer than a tus upload is kept', async () => {
    const longAgo = new Date(Date.now() - REMEMBERED_HEAD_MS - 60_000);
    const past = instance(() => longAgo);
    const patch = await arrive(past, 'PATCH');
    expect(await admits(past, await arrive(past, 'HEAD'), 'd')).toBe(true);
    expect(await admits(past, await arrive(past, 'HEAD'), 'e')).toBe(true);
    const present = instance();
    expect(await admits(present, await arrive(present, 'HEAD'), 'e')).toBe(true);
    expect(await forgetStaleTusHeads(test.database.db, new Date())).toBe(1);
    expect(await admits(past, patch, 'd')).toBe(true);
    expect(await admits(past, patch, 'e')).toBe(false);
  });
});
