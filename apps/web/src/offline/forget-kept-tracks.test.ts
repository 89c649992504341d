import { describe, expect, it, vi } from 'vitest';
import { forgetKeptTracksOfOthers, KEPT_TRACKS_OWNER_KEY, type SignedInSource } from './forget-kept-tracks';

function signedInStore(userId: number | null) {
  let user = userId === null ? null : { id: userId };
  const listeners = new Set<() => void>();
  const store: SignedInSource = {
    get: () => ({ user }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const signIn = (id: number | null) => {
    user = id === null ? null : { id };
    for (const listener of listeners) listener();
  };
  return { store, signIn };
}

function memorySettings(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('forgetKeptTracksOfOthers', () => {
  it('forgets the kept tracks when their listener signs out, and not before', () => {
    const { store, signIn } = signedInStore(7);
    const forget = vi.fn(() => Promise.resolve());
    const settings = memorySettings();
    forgetKeptTracksOfOthers(store, { forget, settings });
    expect(forget).not.toHaveBeenCalled();
    expect(settings.getItem(KEPT_TRACKS_OWNER_KEY)).toBe('7');

    signIn(7);
    expect(forget).not.toHaveBeenCalled();
    signIn(null);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(settings.getItem(KEPT_TRACKS_OWNER_KEY)).toBeNull();
  });

  it('keeps what a guest kept when the guest signs in, and remembers the new owner', () => {
    const { store, signIn } = signedInStore(null);
    const forget = vi.fn(() => Promise.resolve());
    const settings = memorySettings();
    forgetKeptTracksOfOthers(store, { forget, settings });
    signIn(3);
    expect(forget).not.toHaveBeenCalled();
    expect(settings.getItem(KEPT_TRACKS_OWNER_KEY)).toBe('3');
  });

  it('forgets on arrival the tracks another listener kept, as after a session that ended on the server', () => {
    const forget = vi.fn(() => Promise.resolve());
    forgetKeptTracksOfOthers(signedInStore(null).store, {
      forget,
      settings: memorySettings({ [KEPT_TRACKS_OWNER_KEY]: '7' }),
    });
    expect(forget).toHaveBeenCalledTimes(1);

    const settings = memorySettings({ [KEPT_TRACKS_OWNER_KEY]: '7' });
    forgetKeptTracksOfOthers(signedInStore(8).store, { forget, settings });
    expect(forget).toHaveBeenCalledTimes(2);
    expect(settings.getItem(KEPT_TRACKS_OWNER_KEY)).toBe('8');
  });

  it('keeps the tracks of the listener who is still signed in on a later visit', () => {
    const forget = vi.fn(() => Promise.resolve());
    forgetKeptTracksOfOthers(signedInStore(7).store, {
      forget,
      settings: memorySettings({ [KEPT_TRACKS_OWNER_KEY]: '7' }),
    });
    expect(forget).not.toHaveBeenCalled();
  });

  it('stops watching once unsubscribed', () => {
    const { store, signIn } = signedInStore(7);
    const forget = vi.fn(() => Promise.resolve());
    const stop = forgetKeptTracksOfOthers(store, { forget, settings: null });
    stop();
    signIn(null);
    expect(forget).not.toHaveBeenCalled();
  });
});
