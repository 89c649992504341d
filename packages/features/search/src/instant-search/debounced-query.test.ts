import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedQuery, SEARCH_DEBOUNCE_MS } from './debounced-query';

describe('DebouncedQuery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles a query 300 ms after the last change, not before', () => {
    const query = new DebouncedQuery('');
    const listener = vi.fn();
    query.subscribe(listener);
    query.set('nora');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(query.settled).toBe('');
    vi.advanceTimersByTime(1);
    expect(query.settled).toBe('nora');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('restarts the wait on each keystroke, so a word typed quickly settles once', () => {
    const query = new DebouncedQuery('');
    const listener = vi.fn();
    query.subscribe(listener);
    for (const text of ['n', 'no', 'nor', 'nora']) {
      query.set(text);
      vi.advanceTimersByTime(200);
    }
    expect(query.settled).toBe('');
    vi.advanceTimersByTime(100);
    expect(query.settled).toBe('nora');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('settles a cleared field at once', () => {
    const query = new DebouncedQuery('nora');
    query.set('nor');
    query.set('');
    expect(query.settled).toBe('');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(query.settled).toBe('');
  });

  it('cancels the wait when the text goes back to the settled query', () => {
    const query = new DebouncedQuery('nora');
    const listener = vi.fn();
    query.subscribe(listener);
    query.set('norah');
    query.set('nora');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(listener).not.toHaveBeenCalled();
  });

  it('never settles a change that was cancelled', () => {
    const query = new DebouncedQuery('');
    query.set('nora');
    query.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(query.settled).toBe('');
  });

  it('waits as long as it was told to', () => {
    const query = new DebouncedQuery('', 50);
    query.set('ada');
    vi.advanceTimersByTime(50);
    expect(query.settled).toBe('ada');
  });
});
