import { describe, expect, it, vi } from 'vitest';
import { pagePlayerStore } from './page-store';
import { madePageStore, watchPageStore } from './page-store-slot';

describe('the page player store', () => {
  it('is made on first use only, tells who waits for it, and is the same store after', () => {
    expect(madePageStore()).toBeNull();
    const made = vi.fn();
    const stop = watchPageStore(made);
    const store = pagePlayerStore();
    expect(made).toHaveBeenCalledTimes(1);
    expect(madePageStore()).toBe(store);
    expect(pagePlayerStore()).toBe(store);
    expect(made).toHaveBeenCalledTimes(1);
    stop();
  });
});
