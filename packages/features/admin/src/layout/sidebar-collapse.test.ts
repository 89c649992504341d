import { describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COLLAPSED_KEY, SidebarCollapseStore } from './sidebar-collapse';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('SidebarCollapseStore', () => {
  it('starts expanded on a first visit', () => {
    expect(new SidebarCollapseStore(memoryStorage()).isCollapsed()).toBe(false);
  });

  it('remembers the choice in storage for the next visit', () => {
    const storage = memoryStorage();
    new SidebarCollapseStore(storage).setCollapsed(true);
    expect(storage.values.get(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(new SidebarCollapseStore(storage).isCollapsed()).toBe(true);
  });

  it('tells its subscribers when the choice changes, until they unsubscribe', () => {
    const store = new SidebarCollapseStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setCollapsed(true);
    unsubscribe();
    store.setCollapsed(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice for the page when storage refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = new SidebarCollapseStore(refusing);
    store.setCollapsed(true);
    expect(store.isCollapsed()).toBe(true);
    expect(new SidebarCollapseStore(null).isCollapsed()).toBe(false);
  });
});
