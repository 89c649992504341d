import { afterEach, describe, expect, it } from 'vitest';
import { pageStorage } from './page-storage';

describe('pageStorage', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('is null where reading the storage throws, as in a frame on another site', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(pageStorage()).toBeNull();
  });

  it('is the storage where the page may read it', () => {
    const storage = { getItem: () => null } as unknown as Storage;
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: storage });
    expect(pageStorage()).toBe(storage);
  });
});
