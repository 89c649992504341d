import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Debouncer, SEARCH_DEBOUNCE_MS } from './debounce';

describe('search debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 300 ms after the last keystroke', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('runs once, with the last text, when typing pauses for 300 ms', () => {
    const search = vi.fn();
    const debouncer = new Debouncer(search, SEARCH_DEBOUNCE_MS);
    debouncer.schedule('a');
    vi.advanceTimersByTime(200);
    debouncer.schedule('ad');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('ad');
    expect(debouncer.isPending).toBe(false);
  });

  it('runs a waiting search at once on flush (Enter), and only once', () => {
    const search = vi.fn();
    const debouncer = new Debouncer(search, SEARCH_DEBOUNCE_MS);
    debouncer.schedule('ada');
    debouncer.flush();
    expect(search).toHaveBeenCalledExactlyOnceWith('ada');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting search on cancel, and flush then does nothing', () => {
    const search = vi.fn();
    const debouncer = new Debouncer(search, SEARCH_DEBOUNCE_MS);
    debouncer.schedule('ada');
    debouncer.cancel();
    debouncer.flush();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(search).not.toHaveBeenCalled();
  });
});
