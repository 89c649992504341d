import { useSyncExternalStore } from 'react';

/** The localStorage key that remembers whether the admin navigation is collapsed to icons. */
export const SIDEBAR_COLLAPSED_KEY = 'admin-sidebar-collapsed';

type Listener = () => void;

/**
 * Whether the admin navigation is collapsed to icons, remembered in `storage` across visits. The storage is the
 * one source of truth; when it refuses (private modes, blocked storage) the choice lasts for the page's life.
 */
export class SidebarCollapseStore {
  private readonly listeners = new Set<Listener>();
  private fallback = false;
  private refused: boolean;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.refused = storage === null;
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly isCollapsed = (): boolean => {
    if (this.refused) return this.fallback;
    try {
      return this.storage?.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
    } catch {
      return this.fallback;
    }
  };

  setCollapsed(collapsed: boolean): void {
    this.fallback = collapsed;
    try {
      this.storage?.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    } catch {
      // Storage refused: the in-memory choice above holds for this page from now on.
      this.refused = true;
    }
    for (const listener of this.listeners) listener();
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading `localStorage` throws where the browser blocks it.
    return null;
  }
}

let sharedStore: SidebarCollapseStore | null = null;

/** Whether the admin navigation is collapsed, and the function that changes it. */
export function useSidebarCollapsed(): [collapsed: boolean, setCollapsed: (collapsed: boolean) => void] {
  sharedStore ??= new SidebarCollapseStore(browserStorage());
  const store = sharedStore;
  const collapsed = useSyncExternalStore(store.subscribe, store.isCollapsed, () => false);
  return [collapsed, (next) => store.setCollapsed(next)];
}
