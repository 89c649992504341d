import { describe, expect, it, vi } from 'vitest';
import { SIDEBAR_STORAGE_KEY, SidebarState } from './sidebar-state';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, v: string) => values.set(key, v),
  };
}

describe('SidebarState', () => {
  it('starts expanded on a first visit', () => {
    expect(new SidebarState(memoryStorage()).isCollapsed()).toBe(false);
  });

  it('remembers a collapsed sidebar for the next visit', () => {
    const storage = memoryStorage();
    new SidebarState(storage).setCollapsed(true);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('1');
    expect(new SidebarState(storage).isCollapsed()).toBe(true);
  });

  it('tells its listeners once per change', () => {
    const state = new SidebarState(memoryStorage());
    const listener = vi.fn();
    state.subscribe(listener);
    state.setCollapsed(true);
    state.setCollapsed(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working without storage', () => {
    const state = new SidebarState(null);
    state.setCollapsed(true);
    expect(state.isCollapsed()).toBe(true);
  });
});
