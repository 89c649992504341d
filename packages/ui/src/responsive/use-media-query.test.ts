import { describe, expect, it, vi } from 'vitest';
import { createMediaQueryStore, MOBILE_MEDIA_QUERY } from './use-media-query';

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn(() => list as unknown as MediaQueryList);
  const change = (matches: boolean) => {
    list.matches = matches;
    for (const listener of listeners) listener();
  };
  return { matchMedia, change, listeners };
}

describe('createMediaQueryStore', () => {
  it('uses the spec breakpoint: at most 768 px wide', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 768px)');
  });

  it('reports whether the query matches and follows its changes', () => {
    const media = fakeMatchMedia(false);
    const store = createMediaQueryStore(MOBILE_MEDIA_QUERY, media.matchMedia);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
    expect(store.getSnapshot()).toBe(false);
    media.change(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(true);
  });

  it('stops notifying after unsubscribing', () => {
    const media = fakeMatchMedia(true);
    const store = createMediaQueryStore(MOBILE_MEDIA_QUERY, media.matchMedia);
    const unsubscribe = store.subscribe(() => {});
    unsubscribe();
    expect(media.listeners.size).toBe(0);
  });

  it('never matches where media queries cannot be evaluated', () => {
    const store = createMediaQueryStore(MOBILE_MEDIA_QUERY, null);
    expect(store.getSnapshot()).toBe(false);
    expect(() => store.subscribe(() => {})()).not.toThrow();
  });
});
