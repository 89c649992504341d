import { describe, expect, it } from 'vitest';
import { BufferPool } from './buffer-pool';

describe('BufferPool', () => {
  it('gives back the buffers it was given before making new ones', () => {
    const pool = new BufferPool(1024, 2);
    const first = pool.take();
    const second = pool.take();
    expect(first.byteLength).toBe(1024);
    expect(first).not.toBe(second);
    pool.give(first);
    expect(pool.take()).toBe(first);
  });

  it('keeps no more than it was told to, and none of another size', () => {
    const pool = new BufferPool(1024, 1);
    const [first, second] = [pool.take(), pool.take()];
    pool.give(first);
    pool.give(second);
    pool.give(Buffer.alloc(512));
    expect(pool.take()).toBe(first);
    const fresh = pool.take();
    expect(fresh).not.toBe(second);
    expect(fresh.byteLength).toBe(1024);
  });
});
