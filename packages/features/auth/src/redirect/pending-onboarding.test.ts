import { describe, expect, it } from 'vitest';
import {
  clearPendingOnboarding,
  PENDING_ONBOARDING_KEY,
  readPendingOnboarding,
  recordPendingOnboarding,
} from './pending-onboarding';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending onboarding', () => {
  it('reads back the plan recorded before signing in', () => {
    const storage = memoryStorage();
    recordPendingOnboarding({ productId: 3, priceId: 'price_11' }, storage);
    expect(readPendingOnboarding(storage)).toEqual({ productId: 3, priceId: 'price_11' });
  });

  it('has no choice once it is cleared', () => {
    const storage = memoryStorage();
    recordPendingOnboarding({ productId: 3, priceId: 11 }, storage);
    clearPendingOnboarding(storage);
    expect(readPendingOnboarding(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['missing the price', JSON.stringify({ productId: 3 })],
    ['an id that would leave its path segment', JSON.stringify({ productId: '../admin', priceId: 1 })],
  ])('ignores a stored value that is %s', (_, stored) => {
    expect(readPendingOnboarding(memoryStorage({ [PENDING_ONBOARDING_KEY]: stored }))).toBeNull();
  });

  it('treats a storage that throws as having no choice', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPendingOnboarding(throwing)).toBeNull();
    expect(() => recordPendingOnboarding({ productId: 1, priceId: 2 }, throwing)).not.toThrow();
    expect(() => clearPendingOnboarding(throwing)).not.toThrow();
  });

  it('has no choice without a storage', () => {
    expect(readPendingOnboarding(undefined)).toBeNull();
  });
});
